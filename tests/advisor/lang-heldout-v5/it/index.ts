import type { AdvisorCase } from "../../case-format";
import { CHF_AMOUNT, GERMAN_REPLY, IT } from "../../lang/patterns";

/**
 * Fifth Italian held-out set (written apart from the engine, never tuned against): Ticino (Sottoceneri, Malcantone,
 * Luganese, Bellinzonese, Locarnese, Vallemaggia, Onsernone, Centovalli, Tre Valli) and Italian-speaking Graubünden
 * (Moesano, Calanca, Valposchiavo, Bregaglia), typed the way people type to a chat bot: abbreviations, missing
 * accents, capitals, a little dialect, dates of birth instead of years, ages, elderly people, students, couples and
 * families with children and teenagers, people who change their mind, two questions in one message and short
 * follow-ups ("e se prendo il telmed?"). "Today" is Sunday 22 November 2026; the tariff year shown by default is 2027
 * (its premiums were published in autumn 2026); the notice deadline of the basic insurance for a change on
 * 1 January 2027 is Monday 30 November 2026 (the letter must have arrived by then). Every postal code, locality,
 * municipality, canton and insurer was checked against the data in ../shared/data (swisstopo's postal-code
 * directory joined with the premium regions, the premium regions valid from 2027 and the BAG premiums 2026 and 2027);
 * postal codes with several localities, municipalities, regions or cantons are noted on their case, and the
 * expectation accepts that. Premium figures quoted in a note were computed from those files with a throw-away script.
 */

/** GERMAN_REPLY, except a product name such as "Telmed und Apotheke", which can appear in any offer list. */
const NOT_GERMAN = /\b(nicht|deine?|kostet|ich bin|du hast|bitte)\b|\bund\b(?! Apotheke)|\bfür(?![a-zäöü])/i;
const BACK_TO_INSURANCE = /assicurazion|cassa malati|cassa|premi|LAMal|franchigia|NPA|numero postale|codice postale/i;
const ASKS_CONTACT = /nome|cognome|indirizzo|e-?mail|telefono|dati|data di nascita/i;
/** A yearly amount, not only a monthly one. */
const PER_YEAR = /all'anno|l'anno|annu[aoi]|per anno|in un anno|12 mesi|dodici mesi/i;
/** The notice deadline of 30 November. */
const NOVEMBER = new RegExp(`${IT.novemberDeadline.source}|30\\.11`, "i");
/** A premium change told as a rise, a fall or a percentage. */
const TREND = /%|per ?cento|aument|rincar|più car|in più|diminu|ribass|calo/i;
/** A saving or a price difference, in francs or as a percentage. */
const AMOUNT_OR_PERCENT = new RegExp(`${CHF_AMOUNT.source}|%|per ?cento`, "i");
/** Where to start: the data the advisor needs. */
const ASKS_DATA = /numero postale|codice postale|NPA|anno di nascita|dove (abit|viv)|quanti anni|località|comune|età/i;
/** "Too late" said of the 30 November deadline, which has not passed. */
const TOO_LATE = /\b(è|sei|siete) (ormai|già) troppo tardi|ormai è troppo tardi|\bno\b,? (è|sarà) troppo tardi/i;

const italianCases: AdvisorCase[] = [
  // ── place-age ───────────────────────────────────────────────────────────
  {
    id: "it-v5-place-age-1",
    category: "place-age",
    note: "'Bosco' is two places in two premium regions of TI: Bosco Luganese (6935, municipality Bioggio, TI region 1) and Bosco/Gurin (6685, in the Vallemaggia, TI region 2). The advisor must ask or name both.",
    turns: [
      {
        user: "abito a Bosco, classe 1983, quanto mi costa la cassa malati?",
        expect: { fields: { birthYear: 1983 }, answers: [/Bosco Luganese|6935|Bioggio/i, /Gurin|6685|Vallemaggia/i], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
      {
        user: "Bosco Luganese, sopra Bioggio",
        expect: { fields: { plz: "6935", birthYear: 1983 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-place-age-2",
    category: "place-age",
    note: "A date of birth with slashes and a two-digit year (7/3/59 = 1959) and Soglio (7610, municipality Bregaglia, GR region 2). Then the family-doctor model.",
    turns: [
      {
        user: "buongiorno, sono nato il 7/3/59 e abito a Soglio in Bregaglia. quanto pago al minimo?",
        expect: { fields: { ort: "Soglio", birthYear: 1959 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e col modello del medico di famiglia?",
        expect: { fields: { ort: "Soglio", birthYear: 1959, model: "hausarzt" }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-place-age-3",
    category: "place-age",
    note: "An age (31, an adult either way) and 'S. Antonino' (6592; municipality Sant'Antonino, small shares of Bellinzona and Cadenazzo; all TI region 1). Then 5 hours of work a week: under 8 hours, so accident cover must be in the health insurance.",
    turns: [
      {
        user: "ho 31 anni e abito a S. Antonino, quanto costa la cassa più economica?",
        expect: { fields: { plz: "6592" }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "con l'infortunio, lavoro solo 5 ore a settimana",
        expect: { fields: { plz: "6592", accident: true }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-place-age-4",
    category: "place-age",
    note: "Novaggio (6986, localities Novaggio, Miglieglia, Curio) belongs to the new municipality Lema (BFS 5395, merger of Astano, Bedigliora, Curio, Miglieglia and Novaggio; in the swisstopo directory valid 2026 and in the regions valid from 2027; TI region 1). Then a deductible of 2000.",
    turns: [
      {
        user: "abito a Novaggio, che adesso è nel comune di Lema. sono del 1972, quanto pago?",
        expect: { fields: { ort: "Novaggio", birthYear: 1972 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e se metto la franchigia a 2000?",
        expect: { fields: { ort: "Novaggio", birthYear: 1972, franchise: 2000 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  // ── dialect-typos ───────────────────────────────────────────────────────
  {
    id: "it-v5-dialect-typos-1",
    category: "dialect-typos",
    note: "Chat Italian ('raga', 'qnt', 'x', 'so', 'qnd', 'ke'). Cadenazzo (6593; municipality Cadenazzo, small shares of Gambarogno and Sant'Antonino; TI region 1). Born 2002: 25 in 2027, a young adult; the adult tariff starts in the year one turns 26 (2028).",
    turns: [
      {
        user: "ciao raga, qnt si paga x la cassa malati a cadenazzo? so del 2002 e lavoro al 100% qnd senza infortuni",
        expect: { fields: { ort: "Cadenazzo", birthYear: 2002, accident: false }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "ma è vero ke a 26 anni aumenta di botto?",
        expect: { answers: [/adult|26|25|giovan|2028/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-dialect-typos-2",
    category: "dialect-typos",
    note: "Ticinese dialect: 'sa custa' = how much does it cost, 'un vecc dal 48' = an old man born 1948, 'Giornic' = Giornico (6745, TI region 2); 'cun l'infurtüni, sum in pensiun' = with accident cover, I am retired.",
    turns: [
      {
        user: "bundì, sa custa la cassa malati par un vecc dal 48 a Giornic?",
        expect: { fields: { ort: "Giornico", birthYear: 1948 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
      {
        user: "cun l'infurtüni, sum in pensiun",
        expect: { fields: { ort: "Giornico", birthYear: 1948, accident: true }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-dialect-typos-3",
    category: "dialect-typos",
    note: "A recently widowed lady in capitals without accents: Maggia (6673, municipality Maggia, TI region 2), born 1950. 'Groupe Mutuel' is a group (Mutuel, Philos, Avenir in TI), so the insurer is not asserted; the premium and deductible are.",
    turns: [
      {
        user: "SONO VEDOVA DA POCO, MIO MARITO FACEVA SEMPRE LUI LE CARTE. ABITO A MAGGIA, NATA NEL 1950. COSA DEVO FARE PER LA CASSA MALATI?",
        expect: { fields: { ort: "Maggia", birthYear: 1950 }, answers: [/premi|cassa|assicura|confront/i], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, GERMAN_REPLY] },
      },
      {
        user: "HO LA FRANCHIGIA 300 CON IL GROUPE MUTUEL, PAGO 540 AL MESE. POSSO PAGARE MENO?",
        expect: { fields: { ort: "Maggia", birthYear: 1950, franchise: 300, currentPremium: 540 }, answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-dialect-typos-4",
    category: "dialect-typos",
    note: "A student of 20 who does not work (so accident cover is needed) in Vacallo (6833, TI region 1). Then 'e se prendo il telmed?', then the worst case with a deductible of 2500 (deductible plus 10 % co-payment up to CHF 700).",
    turns: [
      {
        user: "bro qnt costa la cassa x 1 studente d 20 anni a vacallo? nn lavoro",
        expect: { fields: { ort: "Vacallo" }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e se prendo il telmed?",
        expect: { fields: { ort: "Vacallo", model: "telmed" }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e se metto la franchigia a 2500 e poi mi rompo una gamba qnt pago io?",
        expect: { answers: [/2[' ’]?500|700|aliquota|10\s?%/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  // ── numbers ─────────────────────────────────────────────────────────────
  {
    id: "it-v5-numbers-1",
    category: "numbers",
    note: "A premium paid every six months: 2'790 francs = CHF 465 a month; 'classe '76'. 6814 covers the localities Lamone and Cadempino (municipalities Lamone, Cadempino and a tiny share of Gravesano; all TI region 1); the postal code is asserted.",
    turns: [
      {
        user: "6814 Lamone, classe '76, pago 2'790 franchi ogni sei mesi, franchigia 1000. sto pagando troppo?",
        expect: {
          fields: { plz: "6814", birthYear: 1976, currentPremium: 465, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "e quanto risparmierei in un anno con la più economica?",
        expect: { fields: { plz: "6814", birthYear: 1976, franchise: 1000 }, answers: [CHF_AMOUNT, PER_YEAR], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-numbers-2",
    category: "numbers",
    note: "Choosing the deductible from expected costs of about CHF 200 a year: computed for Comano (6949, TI region 1), adult born 1991, with accident, 2027: the highest deductible (2500) gives the lowest yearly total for every one of the 99 products offered there. Then the monthly difference to 300.",
    turns: [
      {
        user: "vado dal medico forse una volta all'anno, spendo circa 200 franchi. che franchigia mi conviene? Comano, 1991",
        expect: {
          fields: { ort: "Comano", birthYear: 1991, expectedCosts: 200 },
          answers: [/2[' ’]?500|più alta|massima/i],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "e quanto risparmio al mese rispetto alla 300?",
        expect: { fields: { ort: "Comano", birthYear: 1991 }, answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-numbers-3",
    category: "numbers",
    note: "Numbers in words: 'sessantasette anni' (67, an adult either way), 'franchigia trecento' (300), then 'millecinquecento' (1500). Bissone (6816, TI region 1).",
    turns: [
      {
        user: "ho sessantasette anni, abito a Bissone, franchigia trecento con infortunio. quanto viene?",
        expect: { fields: { ort: "Bissone", franchise: 300, accident: true }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e con millecinquecento?",
        expect: { fields: { ort: "Bissone", franchise: 1500, accident: true }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-numbers-4",
    category: "numbers",
    note: "A postal code and a two-digit year that look alike: 'cadro 6965, del 65' = postal code 6965 (Cadro, municipality Lugano, TI region 1) and born 1965; deductible 500. Then per year.",
    turns: [
      {
        user: "cadro 6965, del 65, franchigia 500",
        expect: { fields: { plz: "6965", birthYear: 1965, franchise: 500 }, answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "quanto fa all'anno?",
        expect: { fields: { plz: "6965", birthYear: 1965, franchise: 500 }, answers: [CHF_AMOUNT, PER_YEAR], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
    ],
  },
  // ── tariff-year ─────────────────────────────────────────────────────────
  {
    id: "it-v5-tariff-year-1",
    category: "tariff-year",
    note: "A premium-rise letter from SWICA (active in TI in 2027): is it the same everywhere? Then the data: Sorengo (6924; municipality Sorengo, a small share of Lugano; TI region 1), born 1969, deductible 1500, family-doctor model.",
    turns: [
      {
        user: "mi è arrivata la lettera della Swica: +8% per il 2027. è così dappertutto?",
        expect: { act: "ask_trend", answers: [TREND], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "io sono a Sorengo, classe 1969, franchigia 1500, modello medico di famiglia. c'è di meglio?",
        expect: {
          fields: { ort: "Sorengo", birthYear: 1969, franchise: 1500, currentInsurer: "SWICA" },
          answers: [CHF_AMOUNT],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
    ],
  },
  {
    id: "it-v5-tariff-year-2",
    category: "tariff-year",
    note: "This year's (2026) premiums asked for, then the new ones (2027). Arbedo (6517, municipality Arbedo-Castione, TI region 1).",
    turns: [
      {
        user: "mostrami i premi di quest'anno, non quelli nuovi: Arbedo, sono del 1987",
        expect: {
          fields: { ort: "Arbedo", birthYear: 1987, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "ok e adesso quelli nuovi",
        expect: {
          fields: { ort: "Arbedo", birthYear: 1987, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
    ],
  },
  {
    id: "it-v5-tariff-year-3",
    category: "tariff-year",
    note: "Whether the prices shown are already next year's (2027, yes); then Lodrino (6527, municipality Riviera, TI region 2).",
    turns: [
      {
        user: "i prezzi che mostrate sono già quelli dell'anno prossimo?",
        expect: { answers: [/2027/], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "ok allora: Lodrino, classe 1979, franchigia 2000",
        expect: {
          fields: { ort: "Lodrino", birthYear: 1979, franchise: 2000, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
    ],
  },
  // ── question-price ──────────────────────────────────────────────────────
  {
    id: "it-v5-question-price-1",
    category: "question-price",
    note: "A child of 8 in Cama (6557; municipality Cama, a share of Grono; GR region 1), deductible 0 with accident. Then a sibling discount: many insurers reduce the premium from the second child (the premium data here only has the first child).",
    turns: [
      {
        user: "quanto costa la cassa malati per un bambino di 8 anni a Cama? franchigia 0 e infortunio",
        expect: { fields: { ort: "Cama", franchise: 0, accident: true }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e se ne ho due di bambini c'è uno sconto?",
        expect: { answers: [/sconto|riduzion|ridott|second|fratell|alcune casse|dipende|meno/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-question-price-2",
    category: "question-price",
    note: "Model, deductible and a full date of birth in one question. Gudo (6515; municipality Bellinzona, a tiny share of Sant'Antonino; TI region 1). Then Telmed instead.",
    turns: [
      {
        user: "quanto pagherei col modello HMO e franchigia 1500 a Gudo? sono nato il 2 novembre 1982",
        expect: { fields: { ort: "Gudo", birthYear: 1982, model: "hmo", franchise: 1500 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e col telmed invece?",
        expect: { fields: { ort: "Gudo", birthYear: 1982, model: "telmed", franchise: 1500 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-question-price-3",
    category: "question-price",
    note: "For a mother of 88 (born 1938 or 1939, so the year is not asserted) in Intragna (6655, localities Intragna, Verdasio, Rasa; municipality Centovalli, a tiny share of Onsernone; TI region 2), with accident cover. Then per year.",
    turns: [
      {
        user: "mia mamma ha 88 anni e vive a Intragna, quanto costa la cassa più economica per lei? con l'infortunio naturalmente",
        expect: { fields: { ort: "Intragna", accident: true }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e all'anno quanto fa?",
        expect: { fields: { ort: "Intragna", accident: true }, answers: [CHF_AMOUNT, PER_YEAR], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  // ── named-insurer ───────────────────────────────────────────────────────
  {
    id: "it-v5-named-insurer-1",
    category: "named-insurer",
    note: "Agrisano (BAG 1560) must accept anyone in its area for the basic insurance, not only farmers. Its 2027 premiums in Acquarossa (6716, localities Acquarossa, Leontica, Lottigna; TI region 2), adult born 1985, 2500 with accident: from CHF 458.20 (AGRIsmart) to 529.70 (standard).",
    turns: [
      {
        user: "l'Agrisano è solo per i contadini? ho visto che costa poco",
        expect: { answers: [/\bno\b|tutti|chiunque|accett|obbligat|non solo|aperta/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "e quanto costerebbe per me? Acquarossa, 1985, franchigia 2500",
        expect: {
          fields: { ort: "Acquarossa", birthYear: 1985, franchise: 2500, namedInsurer: "Agrisano" },
          act: "ask_insurer",
          answers: [/Agrisano/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "Agrisano" }],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
    ],
  },
  {
    id: "it-v5-named-insurer-2",
    category: "named-insurer",
    note: "Two named insurers compared (both active in TI in 2027). Gravesano (6929, TI region 1); born 1999 (28 in 2027, an adult). Computed, 300 with accident: cheapest Assura 642.50, cheapest CSS 645.60; standard model Assura 764.80, CSS 797.00. Then the cheapest of all.",
    turns: [
      {
        user: "è più cara la CSS o l'Assura per una del 1999 a Gravesano?",
        expect: { fields: { ort: "Gravesano", birthYear: 1999 }, answers: [/CSS/i, /Assura/i, CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e la più economica di tutte?",
        expect: { fields: { ort: "Gravesano", birthYear: 1999 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-named-insurer-3",
    category: "named-insurer",
    note: "ÖKK (BAG 455) has 2027 premiums in GR region 2, including a telephone-first product (ÖKK CASAMED 24: CHF 466.70 for an adult born 1973, 300 with accident). Vicosoprano (7603, municipality Bregaglia, GR region 2).",
    turns: [
      {
        user: "la ÖKK c'è anche a Vicosoprano? quanto costa col telmed per una del 1973?",
        expect: {
          fields: { ort: "Vicosoprano", birthYear: 1973, namedInsurer: "ÖKK", model: "telmed" },
          act: "ask_insurer",
          answers: [/ÖKK|OKK/i, CHF_AMOUNT],
          notAnswers: [/ÖKK non (è )?(c'è|presente|attiva|disponibile)/i, IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "e rispetto alla più economica del posto?",
        expect: { fields: { ort: "Vicosoprano", birthYear: 1973 }, answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  // ── current-insurer ─────────────────────────────────────────────────────
  {
    id: "it-v5-current-insurer-1",
    category: "current-insurer",
    note: "A full current contract (Sanitas, Telmed, 2500, 381.50) in Monte Carasso (6513, part of the municipality Bellinzona, TI region 1). Then whether an e-mail is enough for the notice: it must be written and reach the insurer by 30 November; a registered letter is the safe way (whether e-mail is accepted depends on the insurer).",
    turns: [
      {
        user: "sono con la Sanitas da 15 anni, telmed franchigia 2500, pago 381.50. Monte Carasso (ora Bellinzona), nato 1980. conviene cambiare?",
        expect: {
          fields: { currentInsurer: "Sanitas", currentModel: "telmed", franchise: 2500, currentPremium: 381.5, ort: "Monte Carasso", birthYear: 1980 },
          answers: [CHF_AMOUNT],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "se cambio, la disdetta la posso mandare per email?",
        expect: { act: "ask_rule", answers: [/scritt|lettera|raccomandata|firm|ricev|arriv|30 novembre|posta/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-current-insurer-2",
    category: "current-insurer",
    note: "A couple at Visana (active in TI) quoting their joint premium (1'020 for both), so only the insurer, the persons and the deductible are asserted. Claro (6702, municipality Bellinzona, TI region 1). Then the yearly saving for both.",
    turns: [
      {
        user: "io e mia moglie siamo con la Visana, paghiamo 1'020 al mese in due, franchigia 300 tutti e due. Claro, io 1962 lei 1964",
        expect: {
          fields: {
            ort: "Claro",
            currentInsurer: "Visana",
            franchise: 300,
            persons: [
              { birthYear: 1962, role: "self" },
              { birthYear: 1964, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "quanto risparmiamo all'anno in due con la più economica?",
        expect: { fields: { ort: "Claro" }, answers: [CHF_AMOUNT, PER_YEAR], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-current-insurer-3",
    category: "current-insurer",
    note: "Atupri (active in TI), deductible 1000, CHF 488.90, in Gordevio (6672, municipality Avegno Gordevio, TI region 2). Then the notice posted by registered mail tomorrow (Monday 23 November) normally arrives before 30 November: in time, and the advisor must not say it is too late.",
    turns: [
      {
        user: "ho l'Atupri, franchigia 1000, pago 488.90 al mese. abito a Gordevio, nata nel 1971. ci sono casse meno care?",
        expect: {
          fields: { currentInsurer: "Atupri", franchise: 1000, currentPremium: 488.9, ort: "Gordevio", birthYear: 1971 },
          answers: [CHF_AMOUNT],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "oggi è domenica, se domani mando la disdetta per raccomandata arriva in tempo?",
        expect: { act: "ask_rule", answers: [/\bs[iì]\b|in tempo|30 novembre|entro|fine novembre/i], notAnswers: [TOO_LATE, GERMAN_REPLY] },
      },
    ],
  },
  // ── model-compare ───────────────────────────────────────────────────────
  {
    id: "it-v5-model-compare-1",
    category: "model-compare",
    note: "The family-doctor model: the doctor is chosen from the insurer's list (one's own doctor if listed). Then the family-doctor model against the standard model in Arogno (6822, TI region 1).",
    turns: [
      {
        user: "col modello medico di famiglia devo già avere un medico o lo scelgo da una lista?",
        expect: { answers: [/lista|elenco|scegli|sceglie|scelta|tuo medico|suo medico|cassa/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "quanto risparmio rispetto allo standard? Arogno, 1970, franchigia 1000",
        expect: { fields: { ort: "Arogno", birthYear: 1970, franchise: 1000 }, answers: [AMOUNT_OR_PERCENT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-model-compare-2",
    category: "model-compare",
    note: "Which model is cheapest for a worker at 100 % (no accident cover) in Soazza (6562, GR region 1); then how much more the standard model costs.",
    turns: [
      {
        user: "qual è il modello più economico per me? Soazza, 1989, franchigia 2500, senza infortunio che lavoro a tempo pieno",
        expect: {
          fields: { ort: "Soazza", birthYear: 1989, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT, /telmed|medico di famiglia|HMO|standard|farmacia|telefon/i],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "e lo standard quanto costa in più al mese?",
        expect: { fields: { ort: "Soazza", birthYear: 1989, franchise: 2500 }, answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-model-compare-3",
    category: "model-compare",
    note: "The pharmacy as first contact exists (2027 products such as Assura PharMed or multi-choice products with a pharmacy option). Then the alternative models in Rivera (6802, municipality Monteceneri, TI region 1).",
    turns: [
      {
        user: "esiste un modello dove vado prima in farmacia invece che dal medico?",
        expect: { answers: [/farmaci/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "ok fammi vedere i modelli alternativi a Rivera, classe 1992",
        expect: { fields: { ort: "Rivera", birthYear: 1992 }, answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
    ],
  },
  // ── family ──────────────────────────────────────────────────────────────
  {
    id: "it-v5-family-1",
    category: "family",
    note: "A family of five in Pura (6984, TI region 1): the eldest (2007) is 20 in 2027, a young adult; 2010 and 2015 are children. Then recruit school from January: military service of more than 60 consecutive days suspends the health insurance (the military insurance covers), on request.",
    turns: [
      {
        user: "siamo in 5 a Pura: io 1979, mia moglie 1981 e tre figli del 2007, 2010 e 2015. quanto paghiamo in tutto al mese?",
        expect: {
          fields: {
            ort: "Pura",
            persons: [
              { birthYear: 1979, role: "self" },
              { birthYear: 1981, role: "partner" },
              { birthYear: 2007, role: "child" },
              { birthYear: 2010, role: "child" },
              { birthYear: 2015, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT, IT.household],
          figures: [{ what: "household" }],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "il più grande a gennaio inizia la scuola reclute, deve pagare lo stesso la cassa malati?",
        expect: { act: "ask_rule", answers: [/militar|sospen|60 giorni|sessanta giorni/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-family-2",
    category: "family",
    note: "A couple in Camorino (6528; municipality Bellinzona, a tiny share of Sant'Antonino; TI region 1): he (1997) works full time, she (2001, 26 in 2027, an adult) studies at the USI and does not work, so she needs accident cover in the health insurance.",
    turns: [
      {
        user: "io (1997) lavoro al 100%, la mia ragazza (2001) studia all'USI e non lavora. abitiamo a Camorino, quanto paghiamo in due?",
        expect: {
          fields: {
            ort: "Camorino",
            persons: [
              { birthYear: 1997, role: "self" },
              { birthYear: 2001, role: "partner" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "lei deve avere l'infortunio?",
        expect: {
          act: "ask_rule",
          answers: [/\bs[iì]\b|includ|necessari|dev[ei]|non lavora|datore|8 ore|otto ore/i],
          notAnswers: [/\bno\b,? (non )?(serve|deve|è necessari)/i, GERMAN_REPLY],
        },
      },
    ],
  },
  {
    id: "it-v5-family-3",
    category: "family",
    note: "A single father (1975) with a son born 2009 (18 in 2027, still a child) in Stampa (7605, municipality Bregaglia, GR region 2). Then the child's deductible (0 to 600): it depends on the expected costs.",
    turns: [
      {
        user: "sono papà single, io 1975 e mio figlio 2009, abitiamo a Stampa in Bregaglia. quanto paghiamo al mese?",
        expect: {
          fields: {
            ort: "Stampa",
            persons: [
              { birthYear: 1975, role: "self" },
              { birthYear: 2009, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "per lui conviene la franchigia 0 o la 600?",
        expect: { answers: [/600|spese|costi|dipende|medico|cure|risparm/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-family-4",
    category: "family",
    note: "A retired couple of 74 and 77 (the birth years are not asserted) in Campocologno (7744, municipality Brusio, GR region 2), with accident cover; then different deductibles for each.",
    turns: [
      {
        user: "io e mio marito abbiamo 74 e 77 anni, stiamo a Campocologno. quanto paghiamo in due con l'infortunio?",
        expect: { fields: { ort: "Campocologno", accident: true }, act: "ask_price", answers: [CHF_AMOUNT, IT.household], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e se io tengo la 300 e lui prende la 2500?",
        expect: { fields: { ort: "Campocologno", accident: true }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  // ── lookup ──────────────────────────────────────────────────────────────
  {
    id: "it-v5-lookup-1",
    category: "lookup",
    note: "Transport and rescue: the basic insurance pays 50 % of medically necessary transport costs up to CHF 500 a year, and 50 % of rescue costs (e.g. by helicopter) up to CHF 5000 a year.",
    turns: [
      {
        user: "l'ambulanza la paga la cassa malati di base?",
        expect: { act: "ask_rule", answers: [/50\s?%|metà|500/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "e l'elicottero della Rega se mi faccio male in montagna?",
        expect: { act: "ask_rule", answers: [/5[' ’]?000|50\s?%|metà|complementar|Rega|sostenitor|donator/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-lookup-2",
    category: "lookup",
    note: "Basic and supplementary insurance can be with different insurers; the supplementary (LCA/VVG) can refuse or ask health questions, the basic cannot.",
    turns: [
      {
        user: "posso avere la cassa malati di base con una cassa e la complementare con un'altra?",
        expect: { act: "ask_rule", answers: [/\bs[iì]\b|separat|divers|indipendent|possibile/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "e la complementare mi può rifiutare? ho avuto un'ernia l'anno scorso",
        expect: { act: "ask_rule", answers: [/\bs[iì]\b|questionario|rifiut|salute|riserv|LCA|esclu/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-lookup-3",
    category: "lookup",
    note: "Deciding in January is too late for a change on 1 January 2027 (the notice must arrive by 30 November); with the ordinary deductible in the standard model a change for 1 July is possible (notice by 31 March), otherwise for 2028.",
    turns: [
      {
        user: "se ci penso con calma e decido a gennaio, posso ancora cambiare cassa per il 2027?",
        expect: { act: "ask_rule", answers: [new RegExp(`${NOVEMBER.source}|non (è|sarà) più possibil|2028|giugno|luglio|31 marzo`, "i")], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-lookup-4",
    category: "lookup",
    note: "The co-payment (aliquota percentuale) is 10 % up to CHF 700 a year for adults and CHF 350 for children.",
    turns: [
      {
        user: "l'aliquota del 10% quanto può essere al massimo in un anno?",
        expect: { act: "ask_rule", answers: [/700/], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "e per i bambini?",
        expect: { act: "ask_rule", answers: [/350/], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-lookup-5",
    category: "lookup",
    note: "Physiotherapy is paid by the basic insurance on a doctor's prescription (deductible and co-payment apply).",
    turns: [
      {
        user: "la fisioterapia dopo un'operazione al ginocchio la paga la cassa di base?",
        expect: { act: "ask_rule", answers: [/prescri|ricetta|medic|\bs[iì]\b/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "e conta nella franchigia?",
        expect: { act: "ask_rule", answers: [/\bs[iì]\b|franchigia|aliquota/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  // ── corrections ─────────────────────────────────────────────────────────
  {
    id: "it-v5-corrections-1",
    category: "corrections",
    note: "Only the birth year corrected ('2 anni in meno' = 1983), then accident cover removed (full-time work); Taverne (6807; municipality Torricella-Taverne, small shares of Lamone and Capriasca; TI region 1) and the deductible stay.",
    turns: [
      {
        user: "6807 Taverne, 1981, franchigia 1500",
        expect: { fields: { plz: "6807", birthYear: 1981, franchise: 1500 }, notAnswers: [NOT_GERMAN] },
      },
      {
        user: "no aspetta, ho 2 anni in meno, sono del 1983",
        expect: { fields: { plz: "6807", birthYear: 1983, franchise: 1500 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksPostalCode, NOT_GERMAN] },
      },
      {
        user: "e togli l'infortunio, lavoro a tempo pieno",
        expect: { fields: { plz: "6807", birthYear: 1983, franchise: 1500, accident: false }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-corrections-2",
    category: "corrections",
    note: "A change of mind on the model (Telmed → standard) keeping the deductible, then the deductible raised with the standard model kept. Morbio Superiore (6835, municipality Breggia, TI region 1).",
    turns: [
      {
        user: "Morbio Superiore, 1968, telmed 2000",
        expect: { fields: { ort: "Morbio Superiore", birthYear: 1968, model: "telmed", franchise: 2000 }, notAnswers: [NOT_GERMAN] },
      },
      {
        user: "ripensandoci, meglio lo standard, mia moglie dice che il telmed è scomodo",
        expect: { fields: { ort: "Morbio Superiore", birthYear: 1968, model: "standard", franchise: 2000 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
      {
        user: "però alza la franchigia a 2500",
        expect: { fields: { ort: "Morbio Superiore", birthYear: 1968, model: "standard", franchise: 2500 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-corrections-3",
    category: "corrections",
    note: "A mother with two children in Breganzona (6932, municipality Lugano, TI region 1); the younger child's year corrected (2020 → 2021), the others stay.",
    turns: [
      {
        user: "io 1984 con i miei bimbi del 2016 e del 2020, Breganzona. quanto in tutto?",
        expect: {
          fields: {
            ort: "Breganzona",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN],
        },
      },
      {
        user: "scusa, il piccolo è del 2021 non del 2020",
        expect: {
          fields: {
            ort: "Breganzona",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2021, role: "child" },
            ],
          },
          act: "change",
          answers: [CHF_AMOUNT, IT.household],
          notAnswers: [IT.asksPostalCode, NOT_GERMAN],
        },
      },
    ],
  },
  // ── quote ───────────────────────────────────────────────────────────────
  {
    id: "it-v5-quote-1",
    category: "quote",
    note: "The three cheapest, the third chosen, an offer asked for, contact data given (the address's numbers must not change the profile). Magadino (6573, municipality Gambarogno, TI region 1).",
    turns: [
      {
        user: "6573 Magadino, nata nel 1986, telmed franchigia 2500 senza infortunio: le tre più convenienti?",
        expect: { fields: { plz: "6573", birthYear: 1986, model: "telmed", franchise: 2500, accident: false }, answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] },
      },
      { user: "la terza", expect: { act: "choose_offer", notAnswers: [NOT_GERMAN] } },
      { user: "mi mandate l'offerta?", expect: { act: "request_quote", answers: [ASKS_CONTACT], notAnswers: [GERMAN_REPLY] } },
      {
        user: "Sabrina Pedroni, via Cantonale 41, 6573 Magadino, sabrina.pedroni@example.ch, 076 555 18 27",
        expect: { act: "give_contact", fields: { plz: "6573", birthYear: 1986, franchise: 2500, accident: false }, notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-quote-2",
    category: "quote",
    note: "A quote from a named insurer (EGK, active in TI region 2 in 2027: child, 0 with accident, from CHF 151.20) for a son born 2012 in Russo (6661, municipality Onsernone, TI region 2).",
    turns: [
      {
        user: "vorrei un'offerta della EGK per mio figlio del 2012, franchigia 0 con infortunio. abitiamo a Russo, in Onsernone",
        expect: { fields: { namedInsurer: "EGK", plz: "6661", franchise: 0, accident: true }, act: "request_quote", answers: [/EGK/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "Elena Remonda, Russo 12, 6661 Russo, elena.remonda@example.ch, 091 555 73 04",
        expect: { act: "give_contact", fields: { plz: "6661" }, notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  // ── smalltalk ───────────────────────────────────────────────────────────
  {
    id: "it-v5-smalltalk-1",
    category: "smalltalk",
    note: "An elderly person who does not speak German asks whether Italian is fine, what is needed, and thanks.",
    turns: [
      {
        user: "buonasera! mia figlia mi ha detto di usare questo sito ma io il tedesco non lo so, posso scrivere in italiano?",
        expect: { answers: [/\bs[iì]\b|certo|italiano|certamente|nessun problema|volentieri/i], notAnswers: [GERMAN_REPLY] },
      },
      { user: "che bello. e cosa le serve sapere da me?", expect: { answers: [ASKS_DATA], notAnswers: [GERMAN_REPLY] } },
      { user: "grazie, allora torno quando ho i fogli della cassa", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "it-v5-smalltalk-2",
    category: "smalltalk",
    note: "A greeting, the product's independence (who pays, whether it is neutral), thanks on a Sunday.",
    turns: [
      { user: "ciao", expect: { act: "greeting", answers: [/ciao|salve|buon|aiut|assicurazion|cassa|premi/i], notAnswers: [GERMAN_REPLY] } },
      {
        user: "ma voi chi vi paga? le casse malati? siete neutrali?",
        expect: { answers: [/indipenden|neutral|commission|gratuit|ordin|prezz|UFSP|BAG|classific|obiettiv/i], notAnswers: [GERMAN_REPLY] },
      },
      { user: "ok grazie, buona domenica!", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "it-v5-smalltalk-3",
    category: "smalltalk",
    note: "A greeting, 'just looking', the data, thanks. Le Prese (7746, municipality Poschiavo, GR region 2).",
    turns: [
      { user: "salve", expect: { act: "greeting", notAnswers: [GERMAN_REPLY] } },
      { user: "sto solo dando un'occhiata, non ho fretta", expect: { answers: [ASKS_DATA], notAnswers: [GERMAN_REPLY] } },
      {
        user: "ok allora: 7746 Le Prese, 1957",
        expect: { fields: { plz: "7746", birthYear: 1957 }, act: "provide_info", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, IT.asksPostalCode, NOT_GERMAN] },
      },
      { user: "ok grazie, ne parlo con mio marito", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  // ── offtopic-hostile ────────────────────────────────────────────────────
  {
    id: "it-v5-offtopic-hostile-1",
    category: "offtopic-hostile",
    note: "A love letter is out of scope; the notice letter to Helsana is in scope (written, to arrive by 30 November).",
    turns: [
      { user: "mi scrivi una lettera d'amore per la mia ragazza?", expect: { act: "other", answers: [BACK_TO_INSURANCE], notAnswers: [GERMAN_REPLY] } },
      {
        user: "dai, allora almeno la lettera di disdetta per la Helsana",
        expect: { answers: [/disdett|Helsana|30 novembre|raccomandata|lettera/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "it-v5-offtopic-hostile-2",
    category: "offtopic-hostile",
    note: "Distrust, then a normal question: Bodio (6743, locality 'Bodio TI', since the merger municipality Giornico, TI region 2); the postal code is asserted.",
    turns: [
      { user: "sto sito è una truffa, volete solo i miei dati", expect: { act: "other", notAnswers: [GERMAN_REPLY] } },
      {
        user: "vabbè, quanto costa a Bodio per uno del 1960?",
        expect: { fields: { plz: "6743", birthYear: 1960 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, NOT_GERMAN] },
      },
    ],
  },
  {
    id: "it-v5-offtopic-hostile-3",
    category: "offtopic-hostile",
    note: "A request for medical advice: the advisor does not prescribe and points to a doctor, pharmacist, emergency service or medical hotline; then whether the emergency room is covered (yes, with deductible and co-payment).",
    turns: [
      {
        user: "ho la febbre a 39 da due giorni, che medicina devo prendere?",
        expect: { act: "other", answers: [/medic|farmacist|farmacia|pronto soccorso|144|telmed|consult|dottor/i], notAnswers: [GERMAN_REPLY] },
      },
      {
        user: "ok ok. ma se vado al pronto soccorso paga la cassa?",
        expect: { act: "ask_rule", answers: [/\bs[iì]\b|franchigia|aliquota|copr|rimbors|urgenz/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
];

/** Fifth Italian held-out set; the reply is expected in Italian. */
export const cases: AdvisorCase[] = italianCases.map((c) => ({ ...c, language: "it" }));
