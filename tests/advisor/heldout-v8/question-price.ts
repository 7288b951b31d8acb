import type { AdvisorCase } from "../case-format";

/** "was kostet …", "wie viel zahle ich mit …". Conversations take place on 27.11.2026. */
const ASK_DATA = /plz|postleitzahl|wohn|ort\b|jahrgang|geburtsjahr|geboren|alter|wie alt/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h8-question-price-01",
    category: "question-price",
    note: "age 45 (2026 − 45 = 1981, adult either way); accident excluded because employed",
    turns: [
      {
        user: "Was kostet die billigste Grundversicherung für mich? 3780 Gstaad, 45 Jahre, Franchise 2500, ohne Unfall weil ich angestellt bin.",
        expect: {
          act: "ask_price",
          fields: { plz: "3780", birthYear: 1981, franchise: 2500, accident: false },
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "h8-question-price-02",
    category: "question-price",
    note: "price of Telmed against Standard; 'sg' = St. Gallen, 'fr' = Franchise",
    turns: [
      {
        user: "wie viel zahl ich mit telmed statt standard? 9010 sg jg 1976 fr 1000",
        expect: {
          fields: { plz: "9010", birthYear: 1976, franchise: 1000 },
          figures: [
            { what: "cheapest", model: "telmed", franchise: 1000 },
            { what: "cheapest", model: "standard", franchise: 1000 },
          ],
        },
      },
    ],
  },
  {
    id: "h8-question-price-03",
    category: "question-price",
    note: "a student without data, then age 22 (2004, or 2003: a young adult in 2027 either way), then subsidies",
    turns: [
      {
        user: "Hallo! Was kostet Krankenkasse für Studenten?",
        expect: { act: "ask_price", answers: [ASK_DATA] },
      },
      {
        user: "bin 22 und wohne in zürich kreis 4 (8004)",
        expect: {
          act: "provide_info",
          fields: { plz: "8004", birthYear: 2004 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "gibts da irgendwelche vergünstigungen für studis?",
        expect: {
          act: "ask_rule",
          fields: { plz: "8004", birthYear: 2004 },
          answers: [/prämienverbilligung|verbilligung|ipv|subvention|zuschuss|beitr[aä]g|einkommen/i],
        },
      },
    ],
  },
  {
    id: "h8-question-price-04",
    category: "question-price",
    note: "a deductible and a model in a price question",
    turns: [
      {
        user: "Was zahle ich, wenn ich die 500er Franchise nehme und das Hausarztmodell? Wohne in 6210 Sursee, Jahrgang 1963.",
        expect: {
          act: "ask_price",
          fields: { plz: "6210", birthYear: 1963, franchise: 500, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h8-question-price-05",
    category: "question-price",
    note: "a pensioner in Bernese dialect; 'unfau' = Unfall",
    turns: [
      {
        user: "Grüessech, wie viu chostet mi d Grundversicherig im Monet? 3250 Lyss, bi 1952 gebore",
        expect: {
          act: "ask_price",
          fields: { plz: "3250", birthYear: 1952 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u wenn i dr unfau drzue nime?",
        expect: {
          act: "change",
          fields: { plz: "3250", birthYear: 1952, accident: true },
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "h8-question-price-06",
    category: "question-price",
    note: "only the locality (Glarus, one postal code 8750) and a two-digit year",
    turns: [
      {
        user: "was choschtet das günstigschte für mi z glarus? jg 99",
        expect: {
          act: "ask_price",
          fields: { plz: "8750", birthYear: 1999 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
];
