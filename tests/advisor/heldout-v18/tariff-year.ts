import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, tariff years: how much more one person pays in 2027 than now and the difference over a year,
 * whether the 2027 premiums are already known followed by the person's own 2027 premium, this year's and next year's
 * premium in one message and why premiums rise, and an insurer's letter announcing a rise (is it right, may they do
 * that). Places in St. Gallen (Toggenburg), Thurgau, Obwalden and Aargau. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027, 2026 is also loaded. Premium tariffs need the approval
 * of the supervisory authority (the FOPH) before they are published or applied (Art. 16 para. 1 KVAG) and must cover
 * the costs in the canton (Art. 16 para. 3 KVAG); the insurer announces the approved new premium at least two months
 * ahead and points out the right to change insurer (Art. 7 para. 2 KVG); the 2027 premiums apply from 1 January 2027
 * and were published at the end of September 2026 (../shared/data/2027/README.md). Every postal code, locality, canton
 * and premium region was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data,
 * and the Helsana premiums named against the 2026 and 2027 tables, with a throw-away script outside the repository.
 */
const YEAR_2026 = /2026|dieses jahr|diesem jahr|heuer|aktuell|bisher|jetzt/i;
const YEAR_2027 = /2027|nächste(s|n)? jahr|ab januar/i;
const YEARLY = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|übers jahr/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v18-tariff-year-01",
    category: "tariff-year",
    note: "Toggenburg (St. Gallen): how much more in 2027 than now, 9630 Wattwil (Wattwil 98.0 %, Neckertal 1.9 %, Mosnang 0.1 %: all SG region 3), born 1977: the 2026 and 2027 figures side by side. Then the difference over a whole year (twelve monthly premiums).",
    turns: [
      {
        user: "wie vil meh zahl ich 2027 als jetzt? 9630 wattwil, jg 1977",
        expect: {
          act: "ask_trend",
          fields: { plz: "9630", birthYear: 1977 },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027],
          figures: [
            { what: "cheapest", tariffYear: 2026 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und das ufs ganze jahr grechnet?",
        expect: {
          fields: { plz: "9630", birthYear: 1977 },
          answers: [CHF_AMOUNT, YEARLY],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v18-tariff-year-02",
    category: "tariff-year",
    note: "Thurgau German: whether the 2027 premiums are already out: yes, the FOPH approved them (Art. 16 para. 1 KVAG) and they were published at the end of September 2026; insurers had to announce them at least two months ahead (Art. 7 para. 2 KVG); they apply from 1 January 2027. Then the person's own premium from January: 9320 Arbon (the localities Arbon, Frasnacht and Stachen of 9320 lie in Arbon and Roggwil TG, all TG region 0), born 1986: tariff year 2027.",
    turns: [
      {
        user: "sind d prämie fürs 2027 eigentlich scho bekannt?",
        expect: {
          answers: [/\bja\b|bereits|schon|bekannt|veröffentlicht|publiziert|genehmigt|september|verfügbar/i],
        },
      },
      {
        user: "denn säg mer was i ab januar zahl: 9320 arbon, jg 1986",
        expect: {
          act: "ask_price",
          fields: { plz: "9320", birthYear: 1986, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v18-tariff-year-03",
    category: "tariff-year",
    note: "Obwalden German: this year's and next year's premium in one message, 6390 Engelberg (municipality Engelberg OW 93.0 %; shares of 6390 also lie in Wolfenschiessen NW 4.8 % and Attinghausen UR 2.1 %, all region 0 of their canton; the person means Engelberg OW), born 1982, deductible 1000: both figures. Then why premiums rise: premiums must cover the health costs in the canton (Art. 16 para. 3 KVAG); the reply must name costs.",
    turns: [
      {
        user: "was han i das jahr zahlt und was zahl i nächst jahr? 6390 engelberg, jg 1982, 1000er franchise",
        expect: {
          act: "ask_trend",
          fields: { plz: "6390", birthYear: 1982, franchise: 1000 },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027],
          figures: [
            { what: "cheapest", franchise: 1000, tariffYear: 2026 },
            { what: "cheapest", franchise: 1000, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "wieso wird das eigentlich all jahr tüürer?",
        expect: {
          answers: [/kosten|ausgaben|leistungen|behandlung/i],
        },
      },
    ],
  },
  {
    id: "v18-tariff-year-04",
    category: "tariff-year",
    note: "Aargau German: a letter from Helsana announcing a rise: Helsana (BAG 1562) standard model, deductible 300, with accident, 5610 Wohlen AG (Wohlen 99.7 %, Villmergen 0.3 %; AG region 0), born 1958: 576.00 in 2026 and 615.00 in 2027 (+39.00 a month); both figures. She is a Helsana customer ('de brief vo de helsana'). Then whether they may simply raise it: the new premiums were approved by the FOPH (Art. 16 para. 1 KVAG) and announced at least two months ahead, which gives her the right to change insurer by 30 November (Art. 7 para. 2 KVG); the reply must name the approval or the right to change.",
    turns: [
      {
        user: "han de brief vo de helsana becho, d prämie stiigt. stimmt das? standard, 300 franchise mit unfall, 5610 wohlen, jg 1958",
        expect: {
          act: "ask_trend",
          fields: { plz: "5610", birthYear: 1958, model: "standard", franchise: 300, accident: true, currentInsurer: "Helsana" },
          answers: [CHF_AMOUNT, /helsana/i],
          figures: [
            { what: "insurer", insurer: "1562", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
            { what: "insurer", insurer: "1562", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "dörfed die eifach so ufeschlah?",
        expect: {
          act: "ask_rule",
          answers: [/genehmig|bundesamt|\bbag\b|aufsicht|wechseln|wechsel|kündig/i],
        },
      },
    ],
  },
];
