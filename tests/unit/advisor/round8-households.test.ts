/**
 * @jest-environment node
 */
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { questionOf } from "@/lib/advisor/acts";
import { isThanksOnly } from "@/lib/advisor/intent";
import { pickOffer } from "@/lib/advisor/selection";
import { extractNumbers } from "@/lib/advisor/extract/numbers";
import { extractPersonFranchises } from "@/lib/advisor/extract/person-franchises";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { spokenYears } from "@/lib/advisor/extract/spoken-numbers";
import { normalizeText } from "@/lib/domain/message-text";

// Round 8 (blind held-out set v9): households, pronouns, years beside persons, look-ups.
const fold = (text: string) => spokenYears(normalizeText(text));
const persons = (text: string) => extractPersons(fold(text), 2027, 2026);
const franchises = (text: string, postalCode?: string) => extractPersonFranchises(fold(text), 2026, postalCode);
const POSTAL_CODES = ["2000", "2016", "8645", "4600"];
const numbers = (text: string) =>
  extractNumbers(fold(text), { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: (code) => POSTAL_CODES.includes(code), localitiesOf: () => [], tariffYears: [2026, 2027] });

describe("households said the way families write", () => {
  it("reads the children's ages after the children, and two adults without roles as the writer and a partner", () => {
    expect(persons("wir sind 2 erwachsene (38 und 36) mit 3 kids (9, 6 und 1) in 4600 olten")).toEqual([
      { birthYear: 1988, role: "self" },
      { birthYear: 1990, role: "partner" },
      { birthYear: 2017, role: "child" },
      { birthYear: 2020, role: "child" },
      { birthYear: 2025, role: "child" },
    ]);
    expect(persons("Mir zwei sind beidi Jahrgang 1995 und wohned z Baar")).toEqual([
      { birthYear: 1995, role: "self" },
      { birthYear: 1995, role: "partner" },
    ]);
  });

  it("keeps one deductible number for the children (their deductible, not an age)", () => {
    expect(persons("ich 1983, min maa 1981, d chind 2014 und 2019, bi de chind 0")).toHaveLength(4);
  });

  it("does not give a child the deductible said for the parents in the next sentence", () => {
    const family = persons("ich 1983, min maa 1981, zwei chind 2014 und 2019. franchise 2500 für üs, bi de chind 0.");
    expect(family.map((person) => person.franchise)).toEqual([undefined, undefined, undefined, undefined]);
    expect(franchises("ich 1983, min maa 1981, zwei chind 2014 und 2019. franchise 2500 für üs, bi de chind 0.")).toEqual([
      { targets: ["adults"], franchise: 2500 },
      { targets: ["children"], franchise: 0 },
    ]);
  });

  it("gives he or she the deductible said right after them: the partner or the child named before", () => {
    expect(franchises("Mein Mann (1958) und ich (1961). Er will Franchise 300, ich nehme 2500.")).toEqual([
      { targets: ["partner"], franchise: 300 },
      { targets: ["self"], franchise: 2500 },
    ]);
    expect(franchises("ich 1990 und meine Tochter 2016, wir wohnen in Neuenburg (2000). Ich Franchise 1500, sie 0.", "2000")).toEqual([
      // "wir … ich": the adults of this household are the writer alone.
      { targets: ["adults", "self"], franchise: 1500 },
      { targets: ["children"], franchise: 0 },
    ]);
  });

  it("reads a year right after a person as their birth year, even where it is also a postal code", () => {
    // 2016 is Cortaillod's postal code; 2000 Neuchâtel's.
    expect(numbers("ich 1990 und meine Tochter 2016, wir wohnen in Neuenburg (2000)")).toMatchObject({ postalCode: "2000", birthYear: 1990 });
  });
});

describe("questions heard in round 8", () => {
  const question = (text: string) => questionOf(fold(text), {});
  it("asks the price with the plural verbs of a household", () => {
    expect(question("was zahled mer total?")).toMatchObject({ kind: "price", household: true });
    expect(question("Was zahlen wir zusammen pro Monat?")).toMatchObject({ kind: "price" });
    expect(question("was zahlt die grundversicherung nicht?")).toBeNull();
  });

  it("compares one model with the standard one when asked against 'normal'", () => {
    expect(questionOf(fold("isch telmed vil günstiger als normal?"), {})).toEqual({ kind: "models", models: ["telmed", "standard"] });
  });

  it("finds the rules asked about", () => {
    expect(lookupTopic(fold("Ich habe gekündigt, aber noch keine neue Kasse gefunden. Bin ich dann unversichert?"))?.id).toBe("no-new-insurer");
    expect(lookupTopic(fold("Sind die Leistungen bei allen Kassen gleich, oder bekomme ich bei der billigen weniger Leistung?"))?.id).toBe("same-benefits");
    expect(lookupTopic(fold("isch d franchise pro jahr oder pro arztbsuech?"))?.id).toBe("deductible-per-year");
  });

  it("hears thanks with laughter and emoji", () => {
    expect(isThanksOnly(fold("haha du bisch no schnäll 😂 merci viumau"))).toBe(true);
    expect(isThanksOnly(fold("merci, und was kostet telmed?"))).toBe(false);
  });
});

describe("choices said in Bernese and Zurich German", () => {
  const offers = [{ versicherer: "Atupri Gesundheitsversicherung" }, { versicherer: "Sanitas Grundversicherungen AG" }, { versicherer: "KPT Krankenkasse AG" }];
  const pick = (text: string) => pickOffer(normalizeText(text), offers);
  it("picks by position and the cheapest", () => {
    expect(pick("i nime ds zwöite")).toBe(1);
    expect(pick("di billigscht nimm i, wie gaht das wiiter?")).toBe(0);
    expect(pick("wie gaht das wiiter?")).toBeUndefined();
  });
});
