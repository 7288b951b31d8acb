import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age (no age used here sits on an age-class boundary, so a
 * birthday still to come in December would not change the class). */
const ASK_AGE = /jahrgang|geburtsjahr|geboren|alter|wie alt|jg\b/i;
const ASKS_POSTAL_CODE = /(deine|ihre) (postleitzahl|plz)\?|wo wohnst du/i;
const WHICH_REINACH = /welche(s|m|n)?\b.{0,40}reinach|reinach\W{0,3}(\(|im kanton )?(ag|bl|aargau|basel)|4153|5734/i;
const WHICH_KIRCHBERG = /welche(s|m|n)?\b.{0,40}kirchberg|kirchberg\W{0,3}(\(|im kanton )?(be|sg|bern|st\.? ?gallen)\b|3422|9533/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h10-place-age-01",
    category: "place-age",
    note: "the simplest message: postal code and 'jg'; then only the deductible changes",
    turns: [
      {
        user: "8004 jg 1990",
        expect: {
          act: "provide_info",
          fields: { plz: "8004", birthYear: 1990 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2500er franchise?",
        expect: {
          act: "change",
          fields: { plz: "8004", birthYear: 1990, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h10-place-age-02",
    category: "place-age",
    note: "'in bern' is the city of Bern (all its postal codes are one municipality and BE region 1), so only the locality is checked; 34 → 1992; then without accident cover (80 % employed)",
    turns: [
      {
        user: "was kostet die billigste kasse in bern für mich, 34 jahre",
        expect: {
          act: "ask_price",
          fields: { ort: "Bern", birthYear: 1992 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und ohne unfall? ich arbeite 80%",
        expect: {
          act: "change",
          fields: { ort: "Bern", birthYear: 1992, accident: false },
          figures: [{ what: "cheapest", accident: false }],
        },
      },
    ],
  },
  {
    id: "h10-place-age-03",
    category: "place-age",
    note: "'Reinach' alone is Reinach AG (5734) or Reinach BL (4153): the advisor must ask which one; 'im Baselbiet' settles 4153, the birth year stays",
    turns: [
      {
        user: "hoi, ich wohne in reinach und bin 1983 geboren. was zahle ich bei der günstigsten kasse?",
        expect: { fields: { birthYear: 1983 }, answers: [WHICH_REINACH] },
      },
      {
        user: "s reinach im baselbiet",
        expect: {
          fields: { plz: "4153", birthYear: 1983 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h10-place-age-04",
    category: "place-age",
    note: "'Kirchberg' alone is Kirchberg BE (3422) or Kirchberg SG (9533): ask; 52 → 1974; 'im Toggeburg' and 'sg' settle 9533; year and deductible stay",
    turns: [
      {
        user: "kirchberg, 52i, franchise 2000. was choschtet das?",
        expect: { fields: { birthYear: 1974, franchise: 2000 }, answers: [WHICH_KIRCHBERG] },
      },
      {
        user: "kirchberg sg, im toggeburg",
        expect: {
          fields: { plz: "9533", birthYear: 1974, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "h10-place-age-05",
    category: "place-age",
    note: "German name of Porrentruy JU (2900); 'werde im März 40' (March 2027) → born 1987; then the Hausarzt model with the same deductible",
    turns: [
      {
        user: "Ich werde im März 40 und wohne in Pruntrut im Jura. Was kostet mich die Grundversicherung mit Franchise 1500?",
        expect: {
          act: "ask_price",
          fields: { plz: "2900", ort: "Porrentruy", birthYear: 1987, franchise: 1500 },
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "Und mit dem Hausarztmodell?",
        expect: {
          act: "change",
          fields: { plz: "2900", birthYear: 1987, franchise: 1500, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 1500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h10-place-age-06",
    category: "place-age",
    note: "a cross-border commuter living in Germany (Weil am Rhein) and working in Basel since October: the answer must address the cross-border situation (residence abroad, Grenzgänger, right of option within three months) instead of treating the person as a Basel resident; then a planned move to 4057 Basel gives a normal premium",
    turns: [
      {
        user: "wohne in weil am rhein (D) und schaff sit oktober z basel, jg 94. mues i jetzt in d schwizer krankekasse?",
        expect: {
          fields: { birthYear: 1994 },
          answers: [/grenzgänger|grenzgaenger|grenzgängerin|optionsrecht|wahlrecht|ausland|wohnsitz|3 monat|drei monat|deutsche(n)? (kranken)?(kasse|versicherung)|gkv/i],
        },
      },
      {
        user: "und wenn i nach 4057 basel zügle, was choschtet mi dänn die billigscht?",
        expect: {
          fields: { plz: "4057", birthYear: 1994 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h10-place-age-07",
    category: "place-age",
    note: "the person answers the question for the birth year with a question (why is it needed: premiums depend on the age class), then gives the year; the place must not be asked again",
    turns: [
      {
        user: "7000 chur",
        expect: { fields: { plz: "7000" }, answers: [ASK_AGE] },
      },
      {
        user: "für was bruchsch das?",
        expect: {
          fields: { plz: "7000" },
          answers: [/\balter(s\w*)?\b|kinder|junge(n)? erwachsene|hängt .{0,40}ab|abhängig/i],
        },
      },
      {
        user: "ok, 1979",
        expect: {
          fields: { plz: "7000", birthYear: 1979 },
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
];
