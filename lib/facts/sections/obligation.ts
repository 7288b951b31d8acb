import type { Fact } from "../types";

/** Who must be insured, with whom, and what premiums and subsidies depend on. */
export const obligationFacts: Fact[] = [
  {
    id: "obligation-within-three-months",
    topic: "obligation",
    statement:
      "Wer in der Schweiz wohnt, muss sich innert drei Monaten nach dem Zuzug oder der Geburt für Krankenpflege versichern. Für ein Kind schliessen die Eltern oder die gesetzliche Vertretung die Versicherung ab.",
    source: { law: "KVG", article: "Art. 3 Abs. 1", title: "Versicherungspflichtige Personen" },
    keywords: ["obligatorisch", "pflicht", "versicherungspflicht", "zuzug", "umzug", "neu in der schweiz", "einreise", "geburt", "baby", "anmelden", "drei monate", "frist", "muss ich"],
  },
  {
    id: "obligation-insurance-start",
    topic: "obligation",
    statement:
      "Meldest du dich innert der drei Monate an, gilt die Versicherung rückwirkend ab Zuzug oder Geburt. Meldest du dich später an, beginnt sie erst mit dem Beitritt, und bei einer nicht entschuldbaren Verspätung kommt ein Prämienzuschlag dazu.",
    source: { law: "KVG", article: "Art. 5 Abs. 1 und 2", title: "Beginn und Ende der Versicherung" },
    keywords: ["rückwirkend", "beginn", "versicherungsbeginn", "zu spät", "verspätet", "prämienzuschlag", "zuschlag", "nachzahlen", "anmelden"],
  },
  {
    id: "military-service-suspends",
    topic: "obligation",
    statement:
      "Bist du mehr als 60 Tage am Stück der Militärversicherung unterstellt, etwa in der Rekrutenschule, wird deine Grundversicherungspflicht sistiert: In dieser Zeit deckt dich die Militärversicherung, und du zahlst deiner Krankenkasse keine Prämie. Melde den Dienst deiner Krankenkasse früh, mit dem Marschbefehl, damit sie die Versicherung sistiert.",
    source: { law: "KVG", article: "Art. 3 Abs. 4", title: "Versicherungspflichtige Personen" },
    keywords: ["militär", "rekrutenschule", "rs", "militärdienst", "dienst", "militärversicherung", "sistierung", "marschbefehl", "60 tage"],
  },
  {
    id: "military-service-report-eight-weeks",
    topic: "obligation",
    statement:
      "Ab dem ersten Diensttag zahlst du keine Prämie, wenn du den Dienst deiner Krankenkasse mindestens acht Wochen vor Beginn meldest. Meldest du ihn später, erhebt sie spätestens acht Wochen nach deiner Meldung keine Prämie mehr.",
    source: { law: "KVV", article: "Art. 10a Abs. 2", title: "Sistierung der Versicherungspflicht" },
    keywords: ["militär", "rekrutenschule", "rs", "melden", "acht wochen", "8 wochen", "marschbefehl", "zivildienst", "prämie"],
  },
  {
    id: "cross-border-right-of-option",
    topic: "obligation",
    statement:
      "Arbeitest du als Grenzgängerin oder Grenzgänger in der Schweiz und wohnst in Deutschland, Frankreich, Italien oder Österreich, bist du grundsätzlich hier versicherungspflichtig, kannst dich aber stattdessen in deinem Wohnland versichern (Optionsrecht). Die Befreiung beantragst du innert drei Monaten nach Beginn der Arbeit bei der zuständigen Stelle deines Arbeitskantons, mit dem Nachweis deiner Versicherung im Wohnland, und die Wahl gilt, solange sich deine Lage nicht ändert.",
    source: { law: "KVV", article: "Art. 2 Abs. 6", title: "Ausnahmen von der Versicherungspflicht" },
    keywords: ["grenzgänger", "grenzgängerin", "g-bewilligung", "optionsrecht", "befreiung", "wohnland", "deutschland", "frankreich", "italien", "österreich"],
  },
  {
    id: "insurance-ends-when-leaving",
    topic: "obligation",
    statement:
      "Ziehst du ins Ausland und wohnst nicht mehr in der Schweiz, endet deine Grundversicherung in der Regel mit dem Wegzug, ohne Kündigung und ohne Kündigungsfrist, weil du hier nicht mehr versicherungspflichtig bist; arbeitest du weiter in der Schweiz oder beziehst du eine Schweizer Rente und ziehst in einen EU- oder EFTA-Staat, kann die Versicherungspflicht bleiben. Melde deiner Krankenkasse den Wegzug; als Nachweis verlangt sie meist die Abmeldebestätigung deiner Gemeinde.",
    source: { law: "KVG", article: "Art. 5 Abs. 3", title: "Beginn und Ende der Versicherung" },
    related: [{ law: "KVG", article: "Art. 3 Abs. 1", title: "Versicherungspflichtige Personen" }],
    keywords: ["ausland", "auswandern", "wegzug", "wegziehen", "abmelden", "abmeldung", "abmeldebestätigung", "ausreise", "schweiz verlassen"],
  },
  {
    id: "each-person-insured-individually",
    topic: "children",
    statement:
      "In der Grundversicherung ist jede Person einzeln versichert, auch jedes Kind: Für jede Person wählst du die Krankenkasse frei, und die Regeln zum Wechsel gelten für jede Person einzeln.",
    source: { law: "KVG", article: "Art. 3 Abs. 1", title: "Versicherungspflichtige Personen" },
    related: [
      { law: "KVG", article: "Art. 4 Abs. 1", title: "Wahl des Versicherers" },
      { law: "KVG", article: "Art. 7 Abs. 1", title: "Wechsel des Versicherers" },
    ],
    keywords: ["kind", "kinder", "chind", "familie", "jede person", "einzeln", "verschiedene kassen", "verschiedenen kassen", "verschidene kasse", "verschiedeni kasse", "verschideni kasse", "verschiedene krankenkassen", "unterschiedliche kassen", "andere kasse", "getrennt", "partner", "ehepaar"],
  },
  {
    id: "free-choice-of-insurer",
    topic: "obligation",
    statement:
      "Du wählst deine Krankenkasse für die Grundversicherung frei unter den Versicherern, die vom Bund eine Bewilligung für die soziale Krankenversicherung haben.",
    source: { law: "KVG", article: "Art. 4", title: "Wahl des Versicherers" },
    keywords: ["krankenkasse wählen", "freie wahl", "kasse aussuchen", "welche kasse", "chrankekasse", "kk", "versicherer"],
  },
  {
    id: "insurer-must-accept-everyone",
    topic: "obligation",
    statement:
      "Jede Krankenkasse, die an deinem Wohnort die Grundversicherung anbietet, muss dich aufnehmen, egal wie alt oder wie gesund du bist. Vorbehalte oder Wartefristen gibt es in der Grundversicherung nicht; solche kennen nur Zusatzversicherungen.",
    source: { law: "KVG", article: "Art. 4", title: "Wahl des Versicherers" },
    related: [{ law: "KVG", article: "Art. 7", title: "Wechsel des Versicherers" }],
    keywords: ["aufnahme", "aufnahmepflicht", "ablehnen", "abgelehnt", "vorbehalt", "vorbehalte", "wartefrist", "wartezeit", "karenzfrist", "gesundheitsfragen", "vorerkrankung", "krank", "chronisch", "alter", "schwanger"],
  },
  {
    id: "same-benefits-at-every-insurer",
    topic: "coverage",
    statement:
      "Die Leistungen der Grundversicherung sind im Gesetz festgelegt und bei jeder Krankenkasse gleich. Eine Krankenkasse darf in der Grundversicherung keine anderen Leistungen bezahlen als die gesetzlichen.",
    source: { law: "KVG", article: "Art. 34 Abs. 1", title: "Umfang" },
    keywords: ["leistungen", "gleich", "unterschied", "besser", "welche kasse zahlt mehr", "leistungsumfang", "grundversicherung", "obligatorisch"],
  },
  {
    id: "premiums-approved-by-foph",
    topic: "premiums",
    statement:
      "Die Prämien der Grundversicherung muss das Bundesamt für Gesundheit (BAG) genehmigen. Vorher darf eine Krankenkasse sie weder veröffentlichen noch anwenden.",
    source: { law: "KVAG", article: "Art. 16 Abs. 1", title: "Genehmigung der Prämientarife" },
    related: [{ law: "KVG", article: "Art. 7 Abs. 2", title: "Wechsel des Versicherers" }],
    keywords: ["prämie", "prämien", "genehmigt", "genehmigung", "bag", "bundesamt", "aufsicht", "prämienerhöhung", "wer bestimmt"],
  },
  {
    id: "premiums-same-for-everyone",
    topic: "premiums",
    statement:
      "Deine Krankenkasse verlangt von allen Versicherten die gleiche Prämie, soweit das Gesetz nichts anderes vorsieht: Sie hängt vom Wohnort, der Altersgruppe, der Franchise, dem Modell und der Unfalldeckung ab, nicht von deiner Gesundheit.",
    source: { law: "KVG", article: "Art. 61 Abs. 1", title: "Grundsätze" },
    keywords: ["prämie", "gleiche prämie", "einheitsprämie", "gesundheit", "krank", "teurer", "wovon hängt", "berechnung"],
  },
  {
    id: "premium-regions",
    topic: "premiums",
    statement:
      "Die Prämien unterscheiden sich nach Kanton, und innerhalb eines Kantons darf die Krankenkasse sie nach Prämienregionen abstufen, die das Eidgenössische Departement des Innern (EDI) festlegt. Massgebend ist dein Wohnort.",
    source: { law: "KVG", article: "Art. 61 Abs. 2 und 2bis", title: "Grundsätze" },
    keywords: ["prämienregion", "region", "kanton", "wohnort", "gemeinde", "stadt", "land", "umzug", "zügeln", "plz"],
  },
  {
    id: "age-classes",
    topic: "premiums",
    statement:
      "Für Kinder bis 18 und junge Erwachsene von 19 bis 25 Jahren muss die Krankenkasse tiefere Prämien festlegen als für Erwachsene ab 26. Die Prämie für Kinder muss zudem tiefer sein als die für junge Erwachsene.",
    source: { law: "KVG", article: "Art. 61 Abs. 3", title: "Grundsätze" },
    keywords: ["alter", "altersgruppe", "altersklasse", "kind", "kinder", "jugendliche", "junge erwachsene", "student", "studentin", "26", "25", "18", "19"],
  },
  {
    id: "premium-subsidy-by-canton",
    topic: "subsidy",
    statement:
      "Lebst du in bescheidenen wirtschaftlichen Verhältnissen, verbilligt dein Wohnkanton deine Prämie (Prämienverbilligung). Wer Anspruch hat, entscheidet der Kanton nach eigenen Regeln, und er zahlt den Betrag direkt deiner Krankenkasse.",
    source: { law: "KVG", article: "Art. 65 Abs. 1", title: "Prämienverbilligung durch die Kantone" },
    keywords: ["prämienverbilligung", "ipv", "verbilligung", "subvention", "zuschuss", "beitrag", "wenig geld", "tiefes einkommen", "unterstützung", "subside", "antrag"],
  },
  {
    id: "subsidy-current-income",
    topic: "subsidy",
    statement:
      "Ob du Anspruch hast, prüft der Kanton nach deinem Einkommen und deinen Familienverhältnissen, und er muss dabei die aktuellsten berücksichtigen, besonders wenn du es beantragst, etwa nachdem dein Einkommen gesunken ist. Die Verbilligung wird so ausbezahlt, dass du die Prämie nicht vorschiessen musst.",
    source: { law: "KVG", article: "Art. 65 Abs. 3", title: "Prämienverbilligung durch die Kantone" },
    keywords: ["einkommen", "lohn", "verdienst", "familie", "anspruch", "berechtigt", "steuern", "antrag", "gesunken", "arbeitslos"],
  },
  {
    id: "liechtenstein-not-kvg",
    topic: "liechtenstein",
    statement:
      "Die Pflicht zur Schweizer Grundversicherung knüpft an einen Wohnsitz in der Schweiz an; Liechtenstein hat ein eigenes Krankenversicherungsgesetz. Die Prämien in diesem Vergleich gelten deshalb nur für Wohnorte in der Schweiz.",
    source: { law: "KVG", article: "Art. 3 Abs. 1", title: "Versicherungspflichtige Personen" },
    keywords: ["liechtenstein", "fl", "vaduz", "schaan", "ausland", "wohnsitz", "grenze"],
  },
  {
    id: "other-cover-does-not-replace",
    topic: "obligation",
    statement:
      "Eine private, ausländische oder internationale Krankenversicherung, auch eine über den Arbeitgeber, ersetzt die Grundversicherung nicht von selbst: Wer in der Schweiz wohnt, muss sich nach KVG versichern. Ausnahmen von der Versicherungspflicht gibt es nur in den Fällen, die der Bundesrat in der Verordnung vorsieht; wegen einer gleichwertigen ausländischen Versicherung wirst du nur auf deinen Antrag bei der zuständigen Stelle deines Wohnkantons befreit.",
    source: { law: "KVG", article: "Art. 3 Abs. 1 und 2", title: "Versicherungspflichtige Personen" },
    related: [{ law: "KVV", article: "Art. 2", title: "Ausnahmen von der Versicherungspflicht" }],
    keywords: ["private versicherung", "ausländische versicherung", "internationale versicherung", "expat", "arbeitgeber", "befreiung", "ausnahme", "gesuch", "ersetzt", "statt", "reicht"],
  },
  {
    id: "insured-while-domiciled",
    topic: "obligation",
    statement:
      "Solange du deinen Wohnsitz in der Schweiz behältst, auch während einer langen Reise, bleibst du obligatorisch versichert und zahlst die Prämien weiter; für eine Reise unterbrechen lässt sich die Grundversicherung nicht. Sie endet erst, wenn du deinen Wohnsitz ins Ausland verlegst.",
    source: { law: "KVG", article: "Art. 3 Abs. 1", title: "Versicherungspflichtige Personen" },
    related: [{ law: "KVG", article: "Art. 5 Abs. 3", title: "Beginn und Ende der Versicherung" }],
    keywords: ["reise", "weltreise", "sabbatical", "auszeit", "unterbrechen", "sistieren", "pausieren", "weiterzahlen", "wohnsitz"],
  },
  {
    id: "subsidy-federal-contribution",
    topic: "subsidy",
    statement:
      "Die Prämienverbilligung zahlt dein Wohnkanton aus. Der Bund beteiligt sich daran mit einem Beitrag an die Kantone von 7,5 Prozent der Bruttokosten der Grundversicherung; den Rest finanzieren die Kantone.",
    source: { law: "KVG", article: "Art. 66 Abs. 2", title: "Bundesbeiträge" },
    keywords: ["bund", "kanton", "wer zahlt", "finanziert", "bundesbeitrag", "prämienverbilligung"],
  },
];
