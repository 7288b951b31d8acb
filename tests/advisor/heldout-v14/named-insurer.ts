import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, a named insurer's price, its change from 2026 to 2027, two insurers compared, or an insurer that
 * does not sell there. Written apart from the engine and never tuned against (its code, its own cases and its results
 * on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default
 * is 2027. Every postal code, locality and insurer was checked against swisstopo's directory, the BAG premium regions
 * and the 2026/2027 premium tables in ../shared/data; premium figures in the notes were computed from those tables
 * with a throw-away script. Insurers by BAG code: 312 Atupri, 780 Glarner Krankenversicherung (2027 premiums only in
 * GL, SG and SZ), 881 EGK, 941 sodalis (2027 premiums only in BE and VS), 1535 Philos, 1568 sana24.
 */
const NOT_OFFERED =
  /nicht (angeboten|verfügbar|erhältlich|aktiv|tätig|möglich|wählbar|im kanton|in (zürich|deinem|ihrem))|kein(e|en)? (angebot|prämien?|tarif|grundversicherung)|nur (im|in|für|in den kantonen)|bietet .{0,60}nicht|ausserhalb|gibt es .{0,40}nicht|gibt's .{0,40}nicht/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v14-named-insurer-01",
    category: "named-insurer",
    note: "EGK's price in 8117 Fällanden (ZH region 2), born 1985 (EGK sells standard, EGK-Care and EGK-TelCare there in 2027); then Atupri's price (Atupri sells there too).",
    turns: [
      {
        user: "was chostet d egk bi mir? 8117 fällande, jg 1985",
        expect: {
          fields: { plz: "8117", birthYear: 1985, namedInsurer: "881" },
          act: "ask_insurer",
          answers: [/egk/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "881" }],
        },
      },
      {
        user: "und was würd mi d atupri choschte?",
        expect: {
          fields: { plz: "8117", birthYear: 1985, namedInsurer: "312" },
          answers: [/atupri/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "312" }],
        },
      },
    ],
  },
  {
    id: "v14-named-insurer-02",
    category: "named-insurer",
    note: "The Glarner Krankenversicherung has 2027 premiums only in GL, SG and SZ, not in canton Zurich: say so, no price for it (8320 Fehraltorf, ZH region 3, born 1972); then a move to 8867 Niederurnen (municipality Glarus Nord, GL region 0), where it sells (standard and glarnermed24): its price.",
    turns: [
      {
        user: "mini schwöster in glarus isch bi de glarner krankeversicherig. gits die au für mich? 8320 fehraltorf, 1972",
        expect: { fields: { plz: "8320", birthYear: 1972, namedInsurer: "780" }, answers: [NOT_OFFERED] },
      },
      {
        user: "und wenn i zu ihre uf niederurne 8867 zügle?",
        expect: {
          fields: { plz: "8867", birthYear: 1972, namedInsurer: "780" },
          answers: [/glarner/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "780" }],
        },
      },
    ],
  },
  {
    id: "v14-named-insurer-03",
    category: "named-insurer",
    note: "How much dearer Atupri gets for 2027 in 4513 Langendorf (SO region 0), born 1968, standard 300 with accident: 582.20 in 2026, 606.70 in 2027 (+4.2 %): both figures; then whether anyone is cheaper: the cheapest in the same situation.",
    turns: [
      {
        user: "wie vill tüürer wird d atupri 2027? 4513 langedorf, 1968, standard, 300, mit unfall",
        expect: {
          fields: { plz: "4513", birthYear: 1968, franchise: 300, model: "standard", accident: true, namedInsurer: "312" },
          answers: [/atupri/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "312", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
            { what: "insurer", insurer: "312", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und isch öpper billiger?",
        expect: {
          fields: { plz: "4513", birthYear: 1968, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v14-named-insurer-04",
    category: "named-insurer",
    note: "sana24 or Philos with 1000 in 8586 Erlen (localities Erlen, Andwil TG, Kümmertshausen, Riedt, Buchackern, Engishofen, Ennetaach and Buch, municipalities Erlen, Birwinken and Langrickenbach, all TG region 0), born 1957: both sell in TG in 2027: both prices; then the cheapest of all with 1000.",
    turns: [
      {
        user: "was isch billiger, sana24 oder philos? 8586 erle, jg 1957, 1000er franchise",
        expect: {
          fields: { plz: "8586", birthYear: 1957, franchise: 1000 },
          act: "ask_compare",
          answers: [/sana24|sana 24/i, /philos/i],
          figures: [
            { what: "insurer", insurer: "1568", franchise: 1000 },
            { what: "insurer", insurer: "1535", franchise: 1000 },
          ],
        },
      },
      {
        user: "und wele kasse wär insgesamt am billigschte bi 1000?",
        expect: { fields: { plz: "8586", birthYear: 1957, franchise: 1000 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
  {
    id: "v14-named-insurer-05",
    category: "named-insurer",
    note: "Valais German: whether sodalis is cheap in 3945 Gampel (localities Gampel and Niedergampel, municipalities Gampel-Bratsch and Leuk, all VS region 2), born 1990: sodalis sells in VS region 2 in 2027 (standard, Medicasa, Digimed, Telmed): its price; then the cheapest there.",
    turns: [
      {
        user: "isch d sodalis günschtig? ich wohnu z gampel, 3945, jg 1990",
        expect: {
          fields: { plz: "3945", birthYear: 1990, namedInsurer: "941" },
          answers: [/sodalis/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "941" }],
        },
      },
      {
        user: "u wela chassa wär fer mi di billigschti im oberwallis?",
        expect: { fields: { plz: "3945", birthYear: 1990 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
];
