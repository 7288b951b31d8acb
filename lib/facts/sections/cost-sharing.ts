import type { Fact } from "../types";

/** What you pay yourself: deductible, co-payment, hospital contribution (Art. 64 KVG). */
export const costSharingFacts: Fact[] = [
  {
    id: "ordinary-deductible",
    topic: "deductible",
    statement:
      "Die ordentliche Franchise für Erwachsene und junge Erwachsene beträgt 300 Franken pro Kalenderjahr. Bis zu diesem Betrag zahlst du deine Behandlungskosten selbst.",
    source: { law: "KVV", article: "Art. 103 Abs. 1", title: "Kostenbeteiligung" },
    related: [{ law: "KVG", article: "Art. 64 Abs. 2", title: "Kostenbeteiligung" }],
    keywords: ["franchise", "franchisen", "300", "ordentliche franchise", "mindestfranchise", "tiefste franchise", "jahresfranchise", "selbst zahlen"],
  },
  {
    id: "optional-deductibles",
    topic: "deductible",
    statement:
      "Als Erwachsene oder junger Erwachsener kannst du statt 300 Franken eine Wahlfranchise von 500, 1000, 1500, 2000 oder 2500 Franken wählen; für Kinder gibt es Wahlfranchisen von 100, 200, 300, 400, 500 oder 600 Franken. Für die höhere Franchise gewährt dir die Krankenkasse eine Prämienermässigung.",
    source: { law: "KVV", article: "Art. 93 Abs. 1", title: "Wählbare Franchisen" },
    related: [{ law: "KVG", article: "Art. 62 Abs. 2 lit. a", title: "Besondere Versicherungsformen" }],
    keywords: ["wahlfranchise", "franchise", "höhere franchise", "500", "1000", "1500", "2000", "2500", "maximale franchise", "rabatt", "sparen"],
  },
  {
    id: "co-payment",
    topic: "cost-sharing",
    statement:
      "Über der Franchise zahlst du 10 % der Kosten selbst (Selbstbehalt), höchstens 700 Franken pro Jahr als Erwachsene oder junger Erwachsener und höchstens 350 Franken für ein Kind.",
    source: { law: "KVG", article: "Art. 64 Abs. 2", title: "Kostenbeteiligung" },
    related: [{ law: "KVV", article: "Art. 103 Abs. 2", title: "Kostenbeteiligung" }],
    keywords: ["selbstbehalt", "10 prozent", "zehn prozent", "700", "350", "maximal", "höchstbetrag", "kostenbeteiligung", "wie viel zahle ich"],
  },
  {
    id: "medicine-co-payment-forty-percent",
    topic: "cost-sharing",
    statement:
      "Kostet ein Arzneimittel mindestens 10 Prozent mehr als der Durchschnitt des günstigsten Drittels der Arzneimittel mit gleichem Wirkstoff auf der Spezialitätenliste, beträgt dein Selbstbehalt dafür 40 statt 10 Prozent; das trifft oft ein Originalpräparat, zu dem es Generika gibt. Ärztin, Arzt oder Apotheke müssen dich darauf hinweisen.",
    source: { law: "KLV", article: "Art. 38a Abs. 1, 2 und 8", title: "Selbstbehalt bei Arzneimitteln" },
    keywords: ["generikum", "generika", "originalpräparat", "original", "40 prozent", "selbstbehalt", "medikament", "apotheke", "biosimilar"],
  },
  {
    id: "higher-co-payment-for-some-services",
    topic: "cost-sharing",
    statement:
      "Für bestimmte Leistungen kann der Bundesrat einen höheren Selbstbehalt vorsehen, zum Beispiel für ein Originalmedikament, zu dem es ein günstigeres Generikum gibt.",
    source: { law: "KVG", article: "Art. 64 Abs. 6 lit. a", title: "Kostenbeteiligung" },
    keywords: ["generikum", "generika", "originalpräparat", "original", "medikament", "höherer selbstbehalt", "apotheke"],
  },
  {
    id: "children-no-deductible",
    topic: "children",
    statement:
      "Für Kinder wird keine Franchise erhoben, ausser du wählst für dein Kind eine Wahlfranchise, und für Kinder gilt der halbe Höchstbetrag des Selbstbehalts. Sind mehrere Kinder einer Familie bei derselben Krankenkasse, zahlst du für sie zusammen höchstens Franchise und Selbstbehalt einer erwachsenen Person.",
    source: { law: "KVG", article: "Art. 64 Abs. 4", title: "Kostenbeteiligung" },
    related: [{ law: "KVV", article: "Art. 93 Abs. 1", title: "Wählbare Franchisen" }],
    keywords: ["kind", "kinder", "chind", "baby", "franchise kind", "keine franchise", "familie", "geschwister", "selbstbehalt kind"],
  },
  {
    id: "hospital-contribution",
    topic: "hospital",
    statement:
      "Bei einem Spitalaufenthalt zahlst du zusätzlich zu Franchise und Selbstbehalt einen Beitrag von 15 Franken pro Tag an die Aufenthaltskosten; für den Austrittstag fällt er nicht an.",
    source: { law: "KVV", article: "Art. 104 Abs. 1 und 1bis", title: "Beitrag an die Kosten des Spitalaufenthalts" },
    related: [{ law: "KVG", article: "Art. 64 Abs. 5", title: "Kostenbeteiligung" }],
    keywords: ["spital", "spitalbeitrag", "spitalaufenthalt", "15 franken", "pro tag", "aufenthalt", "verpflegung", "krankenhaus"],
  },
  {
    id: "hospital-contribution-exceptions",
    topic: "hospital",
    statement:
      "Den Spitalbeitrag von 15 Franken pro Tag zahlen Kinder nicht, ebenso wenig junge Erwachsene bis 25, die in Ausbildung sind, und Frauen, für deren Leistungen bei Mutterschaft keine Kostenbeteiligung anfällt.",
    source: { law: "KVV", article: "Art. 104 Abs. 2", title: "Beitrag an die Kosten des Spitalaufenthalts" },
    keywords: ["spitalbeitrag", "ausnahme", "befreit", "kind", "student", "ausbildung", "lehre", "geburt", "mutterschaft"],
  },
  {
    id: "maternity-free-of-cost-sharing",
    topic: "maternity",
    statement:
      "Für die Leistungen bei Mutterschaft zahlst du weder Franchise noch Selbstbehalt. Das gilt auch für die übrigen Behandlungen ab der 13. Schwangerschaftswoche, während der Geburt und bis acht Wochen danach.",
    source: { law: "KVG", article: "Art. 64 Abs. 7", title: "Kostenbeteiligung" },
    keywords: ["schwanger", "schwangerschaft", "mutterschaft", "geburt", "gebären", "baby", "franchise schwangerschaft", "kostenlos", "13. woche"],
  },
  {
    id: "deductible-per-calendar-year",
    topic: "deductible",
    statement:
      "Die Franchise gilt pro Kalenderjahr und beginnt am 1. Januar bei jeder Krankenkasse von vorn: Wechselst du auf den 1. Januar, verlierst du durch den Wechsel nichts von dem, was du dieses Jahr schon an Franchise bezahlt hast.",
    source: { law: "KVG", article: "Art. 64 Abs. 2", title: "Kostenbeteiligung" },
    related: [{ law: "KVV", article: "Art. 103 Abs. 1", title: "Kostenbeteiligung" }],
    keywords: ["franchise verlieren", "kalenderjahr", "von vorne", "wechsel", "angerechnet"],
  },
];
