import type { Fact } from "../types";

/** Models with a restricted choice of provider (Art. 41 Abs. 4, Art. 62 Abs. 1 KVG; Art. 99–101 KVV). */
export const modelFacts: Fact[] = [
  {
    id: "alternative-models",
    topic: "models",
    statement:
      "Im Hausarzt-, HMO- oder Telmed-Modell verpflichtest du dich, zuerst eine vereinbarte Stelle aufzusuchen oder anzurufen, und schränkst so die Wahl deiner Ärztinnen und Ärzte ein. Dafür darf dir die Krankenkasse eine tiefere Prämie gewähren; die versicherten Leistungen bleiben dieselben.",
    source: { law: "KVG", article: "Art. 41 Abs. 4", title: "Wahl des Leistungserbringers und Kostenübernahme" },
    related: [
      { law: "KVG", article: "Art. 62 Abs. 1", title: "Besondere Versicherungsformen" },
      { law: "KVG", article: "Art. 34 Abs. 1", title: "Umfang" },
    ],
    keywords: ["modell", "hausarztmodell", "hausarzt", "hmo", "telmed", "telemedizin", "gruppenpraxis", "gesundheitszentrum", "anlaufstelle", "freie arztwahl", "standardmodell", "gatekeeper"],
  },
  {
    id: "model-discount-reflects-costs",
    topic: "models",
    statement:
      "Wie viel günstiger ein alternatives Modell ist, legt das Gesetz nicht als festen Prozentsatz fest: Die Krankenkasse darf die Prämie nur so weit senken, wie die Kosten im Modell nachweislich tiefer sind. Deshalb unterscheidet sich der Rabatt je nach Krankenkasse, Modell und Region.",
    source: { law: "KVV", article: "Art. 101 Abs. 2", title: "Prämien" },
    related: [{ law: "KVG", article: "Art. 62 Abs. 1", title: "Besondere Versicherungsformen" }],
    keywords: ["rabatt", "modellrabatt", "prozent", "wie viel günstiger", "ersparnis", "sparen", "hausarztmodell", "hmo", "telmed", "billiger"],
  },
  {
    id: "model-rules-in-insurance-conditions",
    topic: "models",
    statement:
      "Welche Stelle du zuerst kontaktierst und welche Ausnahmen gelten, zum Beispiel bei Notfällen, legt deine Krankenkasse in den Versicherungsbedingungen des Modells fest. Hältst du dich nicht daran, kann sie die Kosten ablehnen oder dich ins Standardmodell umteilen, wenn die Bedingungen das vorsehen.",
    source: { law: "KVG", article: "Art. 41 Abs. 4", title: "Wahl des Leistungserbringers und Kostenübernahme" },
    keywords: ["regeln", "bedingungen", "avb", "versicherungsbedingungen", "überweisung", "ohne überweisung", "direkt zum spezialisten", "sanktion", "ausnahme"],
  },
  {
    id: "emergency-in-every-model",
    topic: "emergency",
    statement:
      "Im Notfall bekommst du in jedem Modell die nötige Behandlung; die Modelle nehmen Notfälle von der Pflicht aus, zuerst die vereinbarte Stelle zu kontaktieren. Was genau gilt und wann du die Stelle danach informieren musst, steht in den Versicherungsbedingungen deines Modells.",
    source: { law: "KVG", article: "Art. 41 Abs. 4", title: "Wahl des Leistungserbringers und Kostenübernahme" },
    keywords: ["notfall", "notfallstation", "notaufnahme", "ambulanz", "144", "nachts", "wochenende", "ferien", "dringend", "sofort"],
  },
  {
    id: "free-choice-of-doctor-standard",
    topic: "models",
    statement:
      "Im Standardmodell wählst du für ambulante Behandlungen deine Ärztin oder deinen Arzt frei unter den zugelassenen Leistungserbringern, die für deine Behandlung geeignet sind, unabhängig von der Krankenkasse: Wechselst du die Kasse und bleibst im Standardmodell, kannst du bei deiner Ärztin oder deinem Arzt bleiben. In einem Hausarzt-, HMO- oder Telmed-Modell gelten die Stellen, die die neue Kasse im Modell vorsieht.",
    source: { law: "KVG", article: "Art. 41 Abs. 1", title: "Wahl des Leistungserbringers und Kostenübernahme" },
    related: [{ law: "KVG", article: "Art. 41 Abs. 4", title: "Wahl des Leistungserbringers und Kostenübernahme" }],
    keywords: ["arzt behalten", "hausarzt behalten", "freie arztwahl", "arztwahl", "gleicher arzt", "bei meinem arzt bleiben"],
  },
];
