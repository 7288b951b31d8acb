import type { Fact } from "../types";

/** Changing insurer, model or deductible (Art. 7 KVG, Art. 94 and 100 KVV) and the models themselves. */
export const switchingFacts: Fact[] = [
  {
    id: "switch-end-of-semester",
    topic: "switching",
    statement:
      "Mit der ordentlichen Franchise im Standardmodell kannst du die Krankenkasse mit einer Kündigungsfrist von drei Monaten auf Ende Juni oder Ende Dezember wechseln.",
    source: { law: "KVG", article: "Art. 7 Abs. 1", title: "Wechsel des Versicherers" },
    related: [
      { law: "KVV", article: "Art. 94 Abs. 2" },
      { law: "KVV", article: "Art. 100 Abs. 3" },
    ],
    keywords: ["wechseln", "kündigen", "kündigung", "kündigungsfrist", "30. juni", "ende juni", "halbjahr", "semester", "drei monate", "31. märz", "kasse wechseln"],
  },
  {
    id: "switch-after-premium-notice",
    topic: "switching",
    statement:
      "Teilt dir deine Krankenkasse eine neue Prämie mit, kannst du mit einer Frist von einem Monat auf das Ende des Monats wechseln, bevor die neue Prämie gilt, bei einer neuen Prämie ab 1. Januar also auf Ende Dezember. Das gilt unabhängig davon, ob die Prämie steigt oder sinkt.",
    source: { law: "KVG", article: "Art. 7 Abs. 2", title: "Wechsel des Versicherers" },
    keywords: ["wechseln", "kündigen", "kündigung", "ende jahr", "31. dezember", "30. november", "prämienerhöhung", "neue prämie", "einen monat", "kasse wechseln", "november"],
  },
  {
    id: "premium-announced-two-months-ahead",
    topic: "switching",
    statement:
      "Deine Krankenkasse muss dir die neue, vom BAG genehmigte Prämie mindestens zwei Monate vor ihrer Gültigkeit mitteilen und dich dabei auf dein Recht hinweisen, die Krankenkasse zu wechseln.",
    source: { law: "KVG", article: "Art. 7 Abs. 2", title: "Wechsel des Versicherers" },
    keywords: ["prämienbrief", "neue prämie", "mitteilung", "oktober", "ende oktober", "police", "prämienerhöhung", "angekündigt"],
  },
  {
    id: "cancellation-must-arrive-in-time",
    topic: "switching",
    statement:
      "Bei der Kündigung zählt, wann sie bei der Krankenkasse eintrifft, nicht der Poststempel. Für einen Wechsel auf Ende Dezember muss sie spätestens am 30. November dort sein, für einen Wechsel auf Ende Juni spätestens am 31. März.",
    source: { law: "KVG", article: "Art. 7 Abs. 1 und 2", title: "Wechsel des Versicherers" },
    keywords: ["kündigung", "eintreffen", "poststempel", "eingeschrieben", "einschreiben", "frist", "30. november", "31. märz", "zu spät", "rechtzeitig"],
  },
  {
    id: "switch-optional-deductible-or-model-year-end",
    topic: "switching",
    statement:
      "Hast du eine Wahlfranchise oder ein alternatives Modell, kannst du die Krankenkasse, das Modell oder eine tiefere Franchise nur auf Ende eines Kalenderjahres wechseln, mit den Kündigungsfristen des Gesetzes.",
    source: { law: "KVV", article: "Art. 94 Abs. 2", title: "Bei- und Austritt, Wechsel der Franchise" },
    related: [{ law: "KVV", article: "Art. 100 Abs. 3", title: "Bei- und Austritt" }],
    keywords: ["wahlfranchise", "hausarztmodell", "hmo", "telmed", "modell wechseln", "franchise senken", "tiefere franchise", "ende jahr", "kündigen"],
  },
  {
    id: "higher-deductible-from-january",
    topic: "deductible",
    statement:
      "Eine höhere Franchise kannst du jeweils auf den Beginn eines Kalenderjahres wählen.",
    source: { law: "KVV", article: "Art. 94 Abs. 1", title: "Bei- und Austritt, Wechsel der Franchise" },
    keywords: ["franchise erhöhen", "höhere franchise", "franchise ändern", "1. januar", "neujahr", "wahlfranchise"],
  },
  {
    id: "switch-into-model-anytime",
    topic: "models",
    statement:
      "Vom Standardmodell deiner Krankenkasse in eines ihrer Modelle mit eingeschränkter Wahl der Ärztinnen und Ärzte kannst du jederzeit wechseln.",
    source: { law: "KVV", article: "Art. 100 Abs. 2", title: "Bei- und Austritt" },
    keywords: ["modell wechseln", "hausarztmodell", "hmo", "telmed", "jederzeit", "unterjährig", "sofort"],
  },
  {
    id: "old-insurance-ends-on-confirmation",
    topic: "switching",
    statement:
      "Deine bisherige Versicherung endet erst, wenn die neue Krankenkasse ihr mitgeteilt hat, dass du ohne Unterbruch bei ihr versichert bist. So bist du beim Wechsel nie ohne Versicherung.",
    source: { law: "KVG", article: "Art. 7 Abs. 5", title: "Wechsel des Versicherers" },
    keywords: ["bestätigung", "lücke", "versicherungslücke", "doppelt versichert", "unterbruch", "neue kasse", "alte kasse", "wechsel"],
  },
  {
    id: "unpaid-premiums-block-switching",
    topic: "switching",
    statement:
      "Hast du für unbezahlte Prämien oder Kostenbeteiligungen eine Mahnung erhalten, kannst du die Krankenkasse grundsätzlich erst wechseln, wenn du alle Ausstände samt Verzugszinsen und Betreibungskosten vollständig bezahlt hast.",
    source: { law: "KVG", article: "Art. 64a Abs. 6", title: "Nichtbezahlung von Prämien und Kostenbeteiligungen" },
    related: [{ law: "KVV", article: "Art. 105l" }],
    keywords: ["betreibung", "schulden", "nicht bezahlt", "ausstände", "mahnung", "verzug", "wechsel nicht möglich"],
  },
  {
    id: "insurance-continues-unless-cancelled",
    topic: "renewal",
    statement:
      "Deine Grundversicherung läuft ohne Kündigung einfach weiter, im neuen Jahr zur neuen Prämie. Sie endet etwa, wenn du die Krankenkasse wechselst oder nicht mehr versicherungspflichtig bist, zum Beispiel weil du ins Ausland ziehst.",
    source: { law: "KVG", article: "Art. 5 Abs. 3", title: "Beginn und Ende der Versicherung" },
    related: [{ law: "KVG", article: "Art. 7", title: "Wechsel des Versicherers" }],
    keywords: ["verlängerung", "automatisch", "weiterlaufen", "nichts tun", "bleiben", "erneuern", "neues jahr", "auswandern", "wegzug"],
  },
  {
    id: "supplementary-insurance-stays",
    topic: "switching",
    statement:
      "Zusatzversicherungen sind von der Grundversicherung getrennt: Wechselst du die Krankenkasse für die Grundversicherung, musst du sie nicht kündigen, sie laufen beim bisherigen Versicherer weiter, und er darf sie wegen des Wechsels nicht kündigen. Willst du sie auch auflösen, gelten ihre eigenen Vertragsbedingungen und Fristen.",
    source: { law: "KVG", article: "Art. 7 Abs. 8", title: "Wechsel des Versicherers" },
    related: [{ law: "KVG", article: "Art. 12 Abs. 2", title: "Zusatzversicherungen" }],
    keywords: ["zusatzversicherung", "zusatzversicherungen", "zuesatzversicherig", "zusatzversicherig", "zuesatz", "zusatz", "spitalzusatz", "halbprivat", "behalten", "auch kündigen", "mitkündigen", "getrennt", "separat", "complémentaire", "complementaire", "assurance complémentaire", "complementare", "assicurazione complementare", "supplementary", "supplemental"],
  },
  {
    id: "unpaid-premiums-procedure",
    topic: "switching",
    statement:
      "Zahlst du fällige Prämien nicht, muss dich die Krankenkasse zuerst schriftlich mahnen, dir eine Nachfrist von 30 Tagen setzen und dich auf die Folgen hinweisen; zahlst du dann nicht, leitet sie die Betreibung ein. Kündigen kann sie dir die Grundversicherung deswegen nicht: Du bleibst versichert.",
    source: { law: "KVG", article: "Art. 64a Abs. 1 und 2", title: "Nichtbezahlung von Prämien und Kostenbeteiligungen" },
    keywords: ["nicht bezahlt", "unbezahlt", "mahnung", "betreibung", "rauswerfen", "ausschliessen", "kündigen", "nachfrist"],
  },
  {
    id: "switch-needs-no-reason",
    topic: "switching",
    statement:
      "Einen Grund für die Kündigung musst du nicht angeben: Die Grundversicherung kannst du ohne Begründung wechseln, wenn du die Fristen einhältst.",
    source: { law: "KVG", article: "Art. 7 Abs. 1 und 2", title: "Wechsel des Versicherers" },
    keywords: ["grund", "begründung", "begründen", "warum kündigen", "ohne grund"],
  },
];
