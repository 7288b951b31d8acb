import type { AdvisorCase } from "../case-format";

/** A named insurer's price, quote or change ("was kostet die EGK", "ist die Concordia teurer geworden"). Conversations take place on 27.11.2026. */
const ASK_DATA = /plz|postleitzahl|wohn|ort\b|jahrgang|geburtsjahr|geboren|alter|wie alt/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h8-named-insurer-01",
    category: "named-insurer",
    turns: [
      {
        user: "Was kostet die CSS bei mir? 6003 Luzern, 1986, Franchise 2500, Standardmodell",
        expect: {
          act: "ask_insurer",
          fields: { plz: "6003", birthYear: 1986, franchise: 2500, model: "standard", namedInsurer: "CSS" },
          figures: [{ what: "insurer", insurer: "CSS", franchise: 2500, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h8-named-insurer-02",
    category: "named-insurer",
    note: "is Assura the cheapest: data first; then Assura's billing (tiers garant: the insured pays doctors' bills and is reimbursed)",
    turns: [
      {
        user: "isch d assura würkli di billigschti?",
        expect: { act: "ask_insurer", fields: { namedInsurer: "Assura" }, answers: [ASK_DATA] },
      },
      {
        user: "5400 baden jg 82 franchise 2500",
        expect: {
          fields: { plz: "5400", birthYear: 1982, franchise: 2500, namedInsurer: "Assura" },
          figures: [
            { what: "insurer", insurer: "Assura", franchise: 2500 },
            { what: "cheapest", franchise: 2500 },
          ],
        },
      },
      {
        user: "und stimmts dass me bi dr assura d arztrechnige zerscht sälber zahle mues?",
        expect: {
          fields: { plz: "5400", birthYear: 1982, franchise: 2500 },
          answers: [/tiers garant|vorschiess|vorstreck|voraus|selbst (be)?zahl|selber (be)?zahl|zuerst|rückerstatt|zurückerstatt|zurückvergüt|vergütet/i],
        },
      },
    ],
  },
  {
    id: "h8-named-insurer-03",
    category: "named-insurer",
    note: "whether one insurer became dearer: its 2026 and 2027 premiums; Winterthur has several postal codes, 8400 is given",
    turns: [
      {
        user: "Ist die Helsana nächstes Jahr teurer geworden? 8400 Winterthur, 1972, Franchise 300, Hausarzt",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8400", birthYear: 1972, franchise: 300, model: "hausarzt", namedInsurer: "Helsana" },
          figures: [
            { what: "insurer", insurer: "Helsana", franchise: 300, model: "hausarzt", tariffYear: 2026 },
            { what: "insurer", insurer: "Helsana", franchise: 300, model: "hausarzt", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h8-named-insurer-04",
    category: "named-insurer",
    note: "two insurers compared, then 'der zweiten' = Sanitas with another deductible",
    turns: [
      {
        user: "Swica oder Sanitas, wer ist günstiger für mich? 7000 Chur, Jahrgang 1990, Telmed, Franchise 1500",
        expect: {
          act: "ask_compare",
          fields: { plz: "7000", birthYear: 1990, model: "telmed", franchise: 1500 },
          figures: [
            { what: "insurer", insurer: "Swica", model: "telmed", franchise: 1500 },
            { what: "insurer", insurer: "Sanitas", model: "telmed", franchise: 1500 },
          ],
        },
      },
      {
        user: "und bei der zweiten mit 2500?",
        expect: {
          fields: { plz: "7000", birthYear: 1990, model: "telmed", franchise: 2500, namedInsurer: "Sanitas" },
          figures: [{ what: "insurer", insurer: "Sanitas", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h8-named-insurer-05",
    category: "named-insurer",
    note: "Agrisano must accept anyone in basic insurance, not only farmers; its price is not checked (operating area not certain)",
    turns: [
      {
        user: "Was kostet die Agrisano? Bin aber kein Bauer, geht das überhaupt? 3550 Langnau, 1979",
        expect: {
          fields: { plz: "3550", birthYear: 1979, namedInsurer: "Agrisano" },
          answers: [/aufnehm|annehm|aufnahmepflicht|jede(n|r)?\b|alle\b|nicht nur|unabhängig|muss .{0,40}versicher/i],
        },
      },
    ],
  },
  {
    id: "h8-named-insurer-06",
    category: "named-insurer",
    note: "Thurgau dialect ('chrüzlinge' = Kreuzlingen 8280), then a bare follow-up naming another insurer",
    turns: [
      {
        user: "grüezi, han gläse d kpt sig günschtig. 8280 chrüzlinge, jg 1997, 2500, telmed. stimmt das?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8280", birthYear: 1997, franchise: 2500, model: "telmed", namedInsurer: "KPT" },
          figures: [
            { what: "insurer", insurer: "KPT", franchise: 2500, model: "telmed" },
            { what: "cheapest", franchise: 2500, model: "telmed" },
          ],
        },
      },
      {
        user: "u d atupri?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8280", birthYear: 1997, franchise: 2500, model: "telmed", namedInsurer: "Atupri" },
          figures: [{ what: "insurer", insurer: "Atupri", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
];
