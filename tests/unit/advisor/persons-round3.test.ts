/**
 * @jest-environment node
 */
import { extractPersons } from "@/lib/advisor/extract/persons";
import { extractStatedPremium } from "@/lib/advisor/extract/current-premium";
import { extractCurrentInsurer } from "@/lib/advisor/extract/current-insurer";
import { normalizeText } from "@/lib/domain/message-text";

const persons = (text: string) => extractPersons(normalizeText(text), 2027);
const insurers = [
  { code: "1479", name: "Mutuel" },
  { code: "312", name: "Atupri" },
  { code: "1555", name: "Visana" },
];

describe("households in Swiss German and French", () => {
  it("gives each role word its year", () => {
    expect(persons("mini frau (1986) und ich (1984), 8400 winterthur")).toEqual([{ birthYear: 1986, role: "partner" }, { birthYear: 1984, role: "self" }]);
    expect(persons("für mi 1982 und min maa 1981")).toEqual([{ birthYear: 1982, role: "self" }, { birthYear: 1981, role: "partner" }]);
    expect(persons("moi 1983, mon mari 1981, les enfants 2012 et 2016")).toEqual([
      { birthYear: 1983, role: "self" }, { birthYear: 1981, role: "partner" }, { birthYear: 2012, role: "child" }, { birthYear: 2016, role: "child" },
    ]);
  });

  it("reads no person from a year without a role once roles are named, and the French article 'ma' as no partner", () => {
    expect(persons("mini tochter isch jahrgang 2008, mir wohned in 8001. wird sie 2027 tüürer?")).toEqual([{ birthYear: 2008, role: "child" }]);
    expect(persons("ma femme 1982 et moi 1980")).toEqual([{ birthYear: 1982, role: "partner" }, { birthYear: 1980, role: "self" }]);
  });

  it("reads no household from the writer alone", () => {
    expect(persons("i bi 1990 und wohne in 8001")).toEqual([]);
  });
});

describe("the current insurer and premium in other phrasings", () => {
  it("reads French and Swiss German statements, never a question", () => {
    expect(extractCurrentInsurer(normalizeText("je suis chez groupe mutuel, 1205 genève"), [{ code: "1479", name: "Groupe Mutuel" }])?.code).toBe("1479");
    expect(extractCurrentInsurer(normalizeText("i bi pensioniert, 6003 luzern, bi de atupri und zahl 610 fr"), insurers)?.code).toBe("312");
    expect(extractCurrentInsurer(normalizeText("zahle momentan 455 fr im monet bi de visana"), insurers)?.code).toBe("1555");
    expect(extractCurrentInsurer(normalizeText("was kostet es bi de visana?"), insurers)).toBeUndefined();
  });

  it("reads the monthly premium in French and with a typo", () => {
    expect(extractStatedPremium(normalizeText("je paie 455 par mois"))?.amount).toBe(455);
    expect(extractStatedPremium(normalizeText("zahle 412 im monet"))?.amount).toBe(412);
  });
});
