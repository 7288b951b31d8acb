/**
 * @jest-environment node
 */
import { actOf, questionOf } from "@/lib/advisor/acts";
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { cantonIn } from "@/lib/advisor/answers/canton-answer";
import { extractStatedPremium } from "@/lib/advisor/extract/current-premium";
import { extractCurrentInsurer } from "@/lib/advisor/extract/current-insurer";
import { liftsModel } from "@/lib/advisor/extract/model";
import { extractNamedInsurers } from "@/lib/advisor/extract/named-insurers";
import { normalizeText } from "@/lib/domain/message-text";
import { extractNumbers, type NumberContext } from "@/lib/advisor/extract/numbers";
import { extractPersons } from "@/lib/advisor/extract/persons";

/** The slots of one message read with their context: years, deductibles, premiums, persons, insurers. */
const insurers = [
  { code: "8", name: "CSS" },
  { code: "509", name: "Vivao Sympany" },
  { code: "1562", name: "Helsana" },
  { code: "455", name: "ÖKK" },
  { code: "1318", name: "Wädenswil" },
];
const postalCodes: Record<string, string[]> = { "8001": ["zurich"], "8004": ["zurich"], "2000": ["neuchatel"], "8820": ["wadenswil"] };
const ctx = (over: Partial<NumberContext> = {}): NumberContext => ({
  currentYear: 2026,
  expecting: null,
  hasPostalCode: true,
  hasBirthYear: true,
  isPostalCode: (code) => code in postalCodes,
  localitiesOf: (code) => postalCodes[code] ?? [],
  tariffYears: [2026, 2027],
  ...over,
});
const numbers = (text: string, over?: Partial<NumberContext>) => extractNumbers(normalizeText(text), ctx(over));

describe("numbers by their context", () => {
  it("reads a deductible after the offers instead of a postal code, never clearing the known one", () => {
    expect(numbers("hmo 1500 bitte")).toEqual({ franchise: 1500 });
    expect(numbers("und mit 2000?")).toEqual({ franchise: 2000 });
    expect(numbers("nein doch 1500")).toEqual({ franchise: 1500 });
  });
  it("reads 2026/2027 near premium words as the tariff year, not as a birth year or postal code", () => {
    expect(numbers("und die Prämien 2026?")).toEqual({ tariffYear: 2026 });
    expect(numbers("und für 2027?")).toEqual({ tariffYear: 2027 });
    expect(numbers("Jahrgang 2026", { hasBirthYear: false })).toEqual({ birthYear: 2026 });
  });
  it("ignores a number said to be wrong ('nicht 8001 sondern 8004')", () => {
    expect(numbers("nicht 8001 sondern 8004", { hasPostalCode: true, hasBirthYear: true })).toEqual({ postalCode: "8004" });
    expect(numbers("ich meinte 1500, nicht 2500")).toEqual({ franchise: 1500 });
  });
  it("does not take 'ne' inside a word for 'né' (a birth year in French)", () => {
    expect(numbers("wohne in 8001", { hasPostalCode: false, hasBirthYear: false })).toEqual({ postalCode: "8001" });
    expect(numbers("née en 1985", { hasPostalCode: false, hasBirthYear: false })).toEqual({ birthYear: 1985 });
  });
});

describe("the premium a person states", () => {
  it("reads amounts with a paying word or per month, with Rappen", () => {
    expect(extractStatedPremium(normalizeText("ich zahle 512 im Monat"))?.amount).toBe(512);
    expect(extractStatedPremium(normalizeText("CHF 455.80 im Monat"))?.amount).toBe(455.8);
    expect(extractStatedPremium(normalizeText("zahle 420.-"))?.amount).toBe(420);
  });
  it("ignores deductibles, years and yearly amounts", () => {
    expect(extractStatedPremium(normalizeText("zahle 300 franchise"))).toBeUndefined();
    expect(extractStatedPremium(normalizeText("und die Prämien 2026?"))).toBeUndefined();
    expect(extractStatedPremium(normalizeText("ich zahle 3000 pro jahr"))).toBeUndefined();
  });
});

describe("persons of a household", () => {
  it("gives the writer their own year and the child hers", () => {
    expect(extractPersons(normalizeText("mein Mann und ich (1979, 1981) und unsere Tochter 2014"), 2027)).toEqual([
      { birthYear: 1979, role: "partner" },
      { birthYear: 1981, role: "self" },
      { birthYear: 2014, role: "child" },
    ]);
  });
  it("gives a plural role every following year and 'beide' one year to each", () => {
    expect(extractPersons(normalizeText("ich 1985, meine frau 1987, kinder 2016 und 2019"), 2027).map((p) => p.role)).toEqual(["self", "partner", "child", "child"]);
    expect(extractPersons(normalizeText("Meine Frau und ich, beide Jahrgang 1970"), 2027)).toEqual([{ birthYear: 1970, role: "partner" }, { birthYear: 1970, role: "self" }]);
  });
  it("names no household in a message about one person", () => {
    expect(extractPersons(normalizeText("ich bin 1985 geboren"), 2027)).toEqual([]);
  });
});

describe("insurers named", () => {
  it("finds insurers by name or alias in the order named, a town-named one only after an article", () => {
    expect(extractNamedInsurers(normalizeText("ist die ÖKK teurer als die CSS?"), insurers).map((i) => i.code)).toEqual(["455", "8"]);
    expect(extractNamedInsurers(normalizeText("Offerte von der Sympany"), insurers).map((i) => i.code)).toEqual(["509"]);
    expect(extractNamedInsurers(normalizeText("ich wohne in wädenswil"), insurers)).toEqual([]);
  });
  it("takes 'ich bin heute bei X' and 'ich zahle … bei X' as the current insurer, a question not", () => {
    expect(extractCurrentInsurer(normalizeText("ich bin heute bei der Helsana"), insurers)?.code).toBe("1562");
    expect(extractCurrentInsurer(normalizeText("ich zahle 455.80 im Monat bei der CSS"), insurers)?.code).toBe("8");
    expect(extractCurrentInsurer(normalizeText("was zahle ich bei der CSS?"), insurers)).toBeUndefined();
  });
});

describe("the question and the act", () => {
  const named = (text: string) => ({ namedInsurers: extractNamedInsurers(normalizeText(text), insurers) });
  it("recognises insurer questions with their claim", () => {
    expect(questionOf(normalizeText("stimmt es, dass die CSS immer am günstigsten ist?"), named("die CSS"))).toEqual({ kind: "insurer", claim: "cheapest" });
    expect(questionOf(normalizeText("ist die CSS teurer geworden?"), named("die CSS"))).toEqual({ kind: "insurer", claim: "trend" });
  });
  it("compares two models without taking one as the filter, and reads a trend question", () => {
    expect(questionOf(normalizeText("isch HMO günstiger als Telmed?"), {})).toEqual({ kind: "models", models: ["hmo", "telmed"] });
    expect(questionOf(normalizeText("wie stark steigen meine Prämien nächstes Jahr?"), {})).toEqual({ kind: "trend" });
    expect(questionOf(normalizeText("wie teuer ist es mit der tiefsten franchise?"), {})).toEqual({ kind: "price" });
  });
  it("calls telling one's current insurer information, not a change", () => {
    expect(actOf("change_criteria", null, { currentInsurer: { code: "8", name: "CSS" } })).toBe("provide_info");
    expect(actOf("change_criteria", null, { model: "hmo" })).toBe("change");
  });
});

describe("lifting the model filter", () => {
  it("reads 'alle Modelle' and 'doch nicht Telmed' as any model, 'kein HMO, lieber Hausarzt' not", () => {
    expect(liftsModel(normalizeText("alle modelle bitte"))).toBe(true);
    expect(liftsModel(normalizeText("doch nicht telmed"))).toBe(true);
    expect(liftsModel(normalizeText("kein HMO, lieber Hausarzt"))).toBe(false);
  });
});

describe("look-up topics", () => {
  it("finds the topic people ask about, and the canton asked about", () => {
    expect(lookupTopic(normalizeText("bis wann muss ich kündigen?"))?.id).toBe("deadline");
    expect(lookupTopic(normalizeText("zahlt die grundversicherung den zahnarzt?"))?.id).toBe("dental");
    expect(lookupTopic(normalizeText("was zahlt die grundversicherung nicht?"))?.id).toBe("not-covered");
    expect(lookupTopic(normalizeText("wie ist das wetter?"))).toBeUndefined();
    expect(cantonIn(normalizeText("Prämienverbilligung im Kanton Bern"))).toBe("BE");
    expect(cantonIn(normalizeText("prämienverbilligung basel-land?"))).toBe("BL");
  });
});

describe("the premium a person states, in more forms", () => {
  const amount = (text: string) => extractStatedPremium(normalizeText(text))?.amount;
  it("reads a yearly premium as a twelfth a month, only with words of the premium", () => {
    expect(amount("ich zahle im jahr 5400 franken für d grundversicherig")).toBe(450);
    expect(amount("ich zahle 6000 franken im jahr bei der css")).toBe(500);
    expect(amount("ich zahle 3000 pro jahr")).toBeUndefined();
  });
  it("reads an amount in Francs as an item of a list, the new amount a premium rises to, and the amount before the paying words", () => {
    expect(amount("egk, 1500 franchise, hmo, 388 fr, 8840 einsiedeln, 1980")).toBe(388);
    expect(amount("Meine Prämie bei der CSS steigt 2027 auf 534 Franken")).toBe(534);
    expect(amount("3600 thun, 1979, 385 fr. zahl ich momentan")).toBe(385);
    expect(amount("hmo, fr. 1500, o. unfall")).toBeUndefined();
  });
});
