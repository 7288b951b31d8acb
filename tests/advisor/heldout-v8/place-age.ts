import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing. Conversations take place on 27.11.2026. */
const ASK_AGE = /jahrgang|geburtsjahr|geboren|alter|wie alt|jg\b/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h8-place-age-01",
    category: "place-age",
    note: "age instead of a birth year (34 on 27.11.2026: 2026 − 34 = 1992; a December birthday would give 1991, same adult premium); Bernese 'z ostermundige'",
    turns: [
      {
        user: "hoi, bi 34i u wohne z ostermundige. was choschtet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "3072", birthYear: 1992 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h8-place-age-02",
    category: "place-age",
    note: "moving on 1 January: the new residence (Freiburg = Fribourg 1700) decides the 2027 premium; the insurer may be kept, the move must be reported",
    turns: [
      {
        user: "Grüezi, ich ziehe per 1. Januar von Winterthur nach Freiburg (Stadt), Jahrgang 1979. Welche Prämie gilt dann für mich und muss ich deswegen die Krankenkasse wechseln?",
        expect: {
          fields: { plz: "1700", ort: "Fribourg", birthYear: 1979 },
          answers: [/melden|mitteil|informier|adress|umzug|behalten|bleiben|nicht wechseln|kein wechsel|nicht zwingend/i],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h8-place-age-03",
    category: "place-age",
    note: "8212 is shared by Neuhausen am Rheinfall (SH) and Nohl (ZH); the name settles the canton",
    turns: [
      {
        user: "8212 neuhausen, jg 88",
        expect: {
          act: "provide_info",
          fields: { plz: "8212", ort: "Neuhausen am Rheinfall", birthYear: 1988 },
        },
      },
    ],
  },
  {
    id: "h8-place-age-04",
    category: "place-age",
    note: "German name of a Romand town (Siders = Sierre, 3960, a postal code shared with parts of Crans-Montana and Anniviers); the age comes afterwards as a two-digit year",
    turns: [
      {
        user: "Was kostet die Krankenkasse in Siders?",
        expect: { act: "ask_price", fields: { plz: "3960", ort: "Sierre" }, answers: [ASK_AGE] },
      },
      {
        user: "bin jg 61",
        expect: {
          act: "provide_info",
          fields: { plz: "3960", birthYear: 1961 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h8-place-age-05",
    category: "place-age",
    note: "'turned 52 in June' gives 1974 without ambiguity; 9500 is shared by Wil SG and part of Kirchberg SG",
    turns: [
      {
        user: "wohne in 9500 wil, bin im juni 52 worde. was chost mi das mit 2500 franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "9500", birthYear: 1974, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h8-place-age-06",
    category: "place-age",
    note: "Graubünden: age 27 (2026 − 27 = 1999, adult either way), then the place is corrected from Chur to Domat/Ems and the age kept",
    turns: [
      {
        user: "Tschau zäme, i bi vo Chur und 27 Johr alt",
        expect: { act: "provide_info", fields: { plz: "7000", birthYear: 1999 } },
      },
      {
        user: "nei wart, i wohn jo sit em summer z Domat/Ems, nüm in Chur",
        expect: { fields: { plz: "7013", birthYear: 1999 } },
      },
      {
        user: "was zahl i den döt?",
        expect: {
          act: "ask_price",
          fields: { plz: "7013", birthYear: 1999 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
];
