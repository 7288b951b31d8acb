import type { Fact } from "../types";

/** What basic insurance pays for (Art. 24–31 KVG, KLV) and how accidents are covered. */
export const coverageFacts: Fact[] = [
  {
    id: "coverage-general",
    topic: "coverage",
    statement:
      "Die Grundversicherung bezahlt Untersuchungen und Behandlungen durch Ärztinnen, Ärzte und Chiropraktoren, ärztlich verordnete Analysen und Arzneimittel sowie den Aufenthalt in der allgemeinen Abteilung eines Spitals.",
    source: { law: "KVG", article: "Art. 25 Abs. 2", title: "Allgemeine Leistungen bei Krankheit" },
    keywords: ["was zahlt", "leistungen", "arzt", "doktor", "dokter", "behandlung", "spital", "allgemeine abteilung", "labor", "chiropraktor", "was ist gedeckt"],
  },
  {
    id: "medicines-specialty-list",
    topic: "coverage",
    statement:
      "Medikamente bezahlt die Grundversicherung in der Regel nur, wenn sie ärztlich verordnet sind und auf der Spezialitätenliste des Bundesamts für Gesundheit (BAG) stehen.",
    source: { law: "KVG", article: "Art. 52 Abs. 1 lit. b", title: "Analysen und Arzneimittel, Mittel und Gegenstände" },
    related: [{ law: "KVG", article: "Art. 25 Abs. 2 lit. b", title: "Allgemeine Leistungen bei Krankheit" }],
    keywords: ["medikament", "medikamente", "medis", "tabletten", "apotheke", "rezept", "spezialitätenliste", "verordnet"],
  },
  {
    id: "prevention-within-limits",
    topic: "coverage",
    statement:
      "Vorsorge zahlt die Grundversicherung nur für bestimmte Untersuchungen zur Früherkennung und vorsorgliche Massnahmen, die in der Krankenpflege-Leistungsverordnung (KLV) aufgeführt sind, etwa bei erhöhtem Risiko.",
    source: { law: "KVG", article: "Art. 26", title: "Medizinische Prävention" },
    keywords: ["vorsorge", "prävention", "check-up", "checkup", "früherkennung", "impfung", "impfen", "screening", "vorsorgeuntersuchung"],
  },
  {
    id: "maternity-benefits",
    topic: "maternity",
    statement:
      "Bei Mutterschaft übernimmt die Grundversicherung die Kontrolluntersuchungen während und nach der Schwangerschaft, die Geburt zu Hause, im Spital oder im Geburtshaus mit der Geburtshilfe durch Ärztinnen, Ärzte oder Hebammen, die nötige Stillberatung sowie Pflege und Aufenthalt des gesunden Neugeborenen, solange es mit der Mutter im Spital ist.",
    source: { law: "KVG", article: "Art. 29 Abs. 2", title: "Mutterschaft" },
    keywords: ["schwanger", "schwangerschaft", "mutterschaft", "geburt", "hebamme", "geburtshaus", "kontrolle", "ultraschall", "stillberatung", "neugeborenes", "baby"],
  },
  {
    id: "emergency-abroad",
    topic: "coverage",
    statement:
      "Brauchst du bei einem vorübergehenden Aufenthalt im Ausland eine Behandlung und ist die Rückreise in die Schweiz nicht angemessen, übernimmt die Grundversicherung diesen Notfall höchstens bis zum Doppelten dessen, was die Behandlung in der Schweiz gekostet hätte; wer für eine Behandlung ins Ausland reist, hat keinen Notfall. Was darüber hinausgeht, deckt nur eine Zusatz- oder Reiseversicherung.",
    source: { law: "KVV", article: "Art. 36 Abs. 2 und 4", title: "Leistungen im Ausland" },
    keywords: ["ausland", "ferien", "reise", "notfall ausland", "krank im ausland", "usa", "doppelte", "reiseversicherung"],
  },
  {
    id: "physiotherapy-on-prescription",
    topic: "coverage",
    statement:
      "Physiotherapie zahlt die Grundversicherung, wenn eine Ärztin oder ein Arzt sie angeordnet hat: je ärztliche Anordnung höchstens neun Sitzungen, und die erste muss innert fünf Wochen nach der Anordnung stattfinden. Für weitere Sitzungen braucht es eine neue ärztliche Anordnung.",
    source: { law: "KLV", article: "Art. 5 Abs. 1 bis 3", title: "Physiotherapie" },
    keywords: ["physio", "physiotherapie", "physiotherapeut", "sitzungen", "verordnung", "anordnung", "rücken", "rugge", "neun sitzungen"],
  },
  {
    id: "bill-paid-and-refunded",
    topic: "coverage",
    statement:
      "Haben deine Krankenkasse und die Ärztin, der Arzt oder die Apotheke nichts anderes vereinbart, schuldest du die Rechnung selbst und bekommst das Geld von der Krankenkasse zurück, wenn du ihr die Rechnung schickst (Tiers garant). Haben sie vereinbart, dass die Krankenkasse direkt zahlt (Tiers payant), und bei einem Spitalaufenthalt für ihren Anteil immer, zahlt sie direkt und du bekommst eine Kopie der Rechnung.",
    source: { law: "KVG", article: "Art. 42 Abs. 1 bis 3", title: "Schuldner der Vergütung; Rechnungstellung" },
    keywords: ["rechnung", "arztrechnung", "rückerstattung", "zurückzahlen", "einreichen", "tiers garant", "tiers payant", "selber zahlen", "direkt"],
  },
  {
    id: "claims-expire-after-five-years",
    topic: "coverage",
    statement:
      "Dein Anspruch auf eine Leistung der Krankenkasse erlischt fünf Jahre nach dem Ende des Monats, für den sie geschuldet war: Eine Rechnung reichst du also innert fünf Jahren ein, am besten gleich.",
    source: { law: "ATSG", article: "Art. 24 Abs. 1", title: "Erlöschen des Anspruchs" },
    related: [{ law: "KVG", article: "Art. 1 Abs. 1", title: "Geltungsbereich" }],
    keywords: ["einreichen", "frist", "verjährung", "fünf jahre", "5 jahre", "alte rechnung", "wie lange", "iizreiche"],
  },
  {
    id: "transport-and-rescue",
    topic: "coverage",
    statement:
      "An einen medizinisch notwendigen Transport zu einem geeigneten Leistungserbringer zahlt die Grundversicherung die Hälfte der Kosten, höchstens CHF 500 pro Kalenderjahr, wenn dein Gesundheitszustand die Fahrt mit öffentlichen Verkehrsmitteln oder dem eigenen Auto nicht erlaubt. An eine Rettung in der Schweiz zahlt sie die Hälfte, höchstens CHF 5'000 pro Kalenderjahr.",
    source: { law: "KLV", article: "Art. 26 und 27", title: "Transportkosten; Rettungskosten" },
    related: [{ law: "KVG", article: "Art. 25 Abs. 2 lit. g", title: "Allgemeine Leistungen bei Krankheit" }],
    keywords: ["ambulanz", "krankenwagen", "rettung", "rettungswagen", "helikopter", "rega", "transport", "krankentransport", "bergung", "sanität"],
  },
  {
    id: "dental-only-severe-cases",
    topic: "dental",
    statement:
      "Zahnbehandlungen bezahlt die Grundversicherung nur, wenn sie durch eine schwere, nicht vermeidbare Erkrankung des Kausystems oder durch eine schwere Allgemeinerkrankung bedingt oder für deren Behandlung nötig sind. Kontrollen, Dentalhygiene und die Behandlung von Karies zahlst du in der Regel selbst.",
    source: { law: "KVG", article: "Art. 31 Abs. 1", title: "Zahnärztliche Behandlungen" },
    related: [{ law: "KLV", article: "Art. 17–19", title: "Zahnärztliche Behandlungen" }],
    keywords: ["zahnarzt", "zähne", "zahn", "zahnbehandlung", "dentist", "dentalhygiene", "karies", "loch im zahn", "zahnspange", "kieferorthopädie", "zahnversicherung"],
  },
  {
    id: "dental-accident",
    topic: "dental",
    statement:
      "Schäden an den Zähnen durch einen Unfall übernimmt die Grundversicherung, wenn keine Unfallversicherung dafür aufkommt.",
    source: { law: "KVG", article: "Art. 31 Abs. 2", title: "Zahnärztliche Behandlungen" },
    related: [{ law: "KVG", article: "Art. 1a Abs. 2 lit. b", title: "Geltungsbereich" }],
    keywords: ["zahnunfall", "zahn abgebrochen", "unfall", "zähne", "zahnarzt", "sturz"],
  },
  {
    id: "complementary-medicine-by-doctors",
    topic: "complementary",
    statement:
      "Die Grundversicherung bezahlt Akupunktur, anthroposophische Medizin, die Arzneimitteltherapie der traditionellen chinesischen Medizin (TCM), klassische Homöopathie und Phytotherapie, wenn eine Ärztin oder ein Arzt mit der anerkannten Weiterbildung in dieser Methode behandelt. Behandlungen durch nichtärztliche Therapeutinnen und Therapeuten deckt sie nicht.",
    source: { law: "KLV", article: "Art. 4b" },
    keywords: ["komplementärmedizin", "alternativmedizin", "akupunktur", "homöopathie", "globuli", "tcm", "chinesische medizin", "anthroposophie", "phytotherapie", "naturheilkunde", "naturheilpraktiker", "heilpraktiker"],
  },
  {
    id: "psychotherapy-covered",
    topic: "coverage",
    statement:
      "Die Grundversicherung bezahlt Psychotherapie bei einer Ärztin oder einem Arzt und bei einer zugelassenen psychologischen Psychotherapeutin oder einem zugelassenen psychologischen Psychotherapeuten, wenn eine Ärztin oder ein Arzt sie angeordnet hat; Franchise und Selbstbehalt gelten wie sonst.",
    source: { law: "KLV", article: "Art. 11b Abs. 1", title: "Psychologische Psychotherapie" },
    related: [{ law: "KLV", article: "Art. 2 Abs. 1", title: "Ärztliche Psychotherapie" }],
    keywords: ["psychotherapie", "psychotherapeut", "psychologe", "psychologin", "psychiater", "therapie", "depression", "burnout"],
  },
  {
    id: "hospital-choice-listed",
    topic: "hospital",
    statement:
      "Für eine stationäre Behandlung kannst du unter den Spitälern wählen, die auf der Spitalliste deines Wohnkantons oder des Kantons des Spitals stehen. Die Grundversicherung und dein Wohnkanton zahlen dann höchstens den Tarif, der in einem Listenspital deines Wohnkantons für diese Behandlung gilt (die Differenz zu einem teureren Spital trägst du selbst oder eine Zusatzversicherung), ausser du musst aus medizinischen Gründen, etwa im Notfall, in ein anderes Spital.",
    source: { law: "KVG", article: "Art. 41 Abs. 1bis und 3", title: "Wahl des Leistungserbringers und Kostenübernahme" },
    keywords: ["spital", "spitalwahl", "freie spitalwahl", "spitalliste", "listenspital", "ausserkantonal", "anderer kanton", "klinik"],
  },
  {
    id: "accident-cover-subsidiary",
    topic: "accident",
    statement:
      "Die Grundversicherung deckt auch Unfälle, aber nur soweit keine Unfallversicherung dafür aufkommt.",
    source: { law: "KVG", article: "Art. 1a Abs. 2 lit. b", title: "Geltungsbereich" },
    keywords: ["unfall", "unfalldeckung", "mit unfall", "ohne unfall", "unfallversicherung", "verletzung", "sturz", "skiunfall"],
  },
  {
    id: "accident-insured-through-employer",
    topic: "accident",
    statement:
      "Arbeitest du mindestens acht Stunden pro Woche für denselben Arbeitgeber, bist du über ihn nach dem Unfallversicherungsgesetz (UVG) auch gegen Unfälle in der Freizeit versichert. Mit weniger Stunden deckt die Unfallversicherung nur Berufsunfälle und Unfälle auf dem Arbeitsweg.",
    source: { law: "UVV", article: "Art. 13 Abs. 1 und 2", title: "Teilzeitbeschäftigte" },
    related: [
      { law: "UVG", article: "Art. 1a" },
      { law: "UVG", article: "Art. 7 Abs. 2", title: "Berufsunfälle" },
      { law: "UVG", article: "Art. 8 Abs. 2", title: "Nichtberufsunfälle" },
    ],
    keywords: ["arbeitgeber", "angestellt", "job", "teilzeit", "8 stunden", "acht stunden", "uvg", "suva", "nichtberufsunfall", "freizeitunfall", "arbeitsweg"],
  },
  {
    id: "accident-cover-after-job-ends",
    topic: "accident",
    statement:
      "Endet deine Stelle, bist du über die Unfallversicherung deines Arbeitgebers noch bis zum 31. Tag nach dem Tag gegen Unfall versichert, an dem dein Anspruch auf mindestens den halben Lohn aufhört; mit einer Abredeversicherung kannst du diese Deckung um bis zu sechs Monate verlängern. Beziehst du Arbeitslosenentschädigung, bist du in dieser Zeit ebenfalls obligatorisch gegen Unfall versichert.",
    source: { law: "UVG", article: "Art. 3 Abs. 2", title: "Beginn, Ende und Ruhen der Versicherung" },
    related: [
      { law: "UVG", article: "Art. 3 Abs. 3", title: "Beginn, Ende und Ruhen der Versicherung" },
      { law: "UVG", article: "Art. 3 Abs. 1", title: "Beginn, Ende und Ruhen der Versicherung" },
    ],
    keywords: ["stelle verlieren", "kündigung", "arbeitslos", "stellenlos", "abredeversicherung", "31 tage", "nachdeckung", "job verloren", "rav"],
  },
  {
    id: "accident-cover-suspension",
    topic: "accident",
    statement:
      "Bist du nach dem UVG voll gegen Unfälle versichert, kannst du die Unfalldeckung deiner Grundversicherung sistieren lassen, und die Krankenkasse senkt deine Prämie. Endet die UVG-Deckung, etwa weil du die Stelle verlässt, sind Unfälle wieder über die Grundversicherung gedeckt, und du musst das deiner Krankenkasse melden.",
    source: { law: "KVG", article: "Art. 8 Abs. 1 und 2", title: "Sistierung der Unfalldeckung" },
    related: [{ law: "KVG", article: "Art. 10", title: "Ende der Sistierung; Verfahren" }],
    keywords: ["unfall ausschliessen", "ohne unfall", "unfalldeckung", "sistieren", "sistierung", "prämie sparen", "stellenwechsel", "arbeitslos", "kündigung job", "pensioniert"],
  },
];
