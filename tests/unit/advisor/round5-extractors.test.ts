/**
 * @jest-environment node
 */
import { spokenYears } from "@/lib/advisor/extract/spoken-numbers";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { extractStatedPremium } from "@/lib/advisor/extract/current-premium";
import { extractCurrentInsurer } from "@/lib/advisor/extract/current-insurer";
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { extractNumbers } from "@/lib/advisor/extract/numbers";
import { normalizeText } from "@/lib/domain/message-text";

const fold = normalizeText;
const spoken = (text: string) => spokenYears(fold(text));
const insurers = [
  { code: "1", name: "CSS" },
  { code: "2", name: "Assura" },
  { code: "3", name: "Visana" },
  { code: "4", name: "Helsana" },
] as never;
const numbers = (text: string, known = { hasPostalCode: false, hasBirthYear: false }) =>
  extractNumbers(fold(text), { currentYear: 2026, ...known, isPostalCode: (code) => ["8004", "3011", "9000", "4051"].includes(code), localitiesOf: () => [], tariffYears: [2026, 2027] });

describe("round 5: number words with their century, thousands and tens", () => {
  it("reads a year said with its century in dialect", () => {
    expect(spoken("jahrgang nünzähundertachtesibzg")).toBe("jahrgang 1978");
    expect(spoken("geboren zwöitusigundzwöi")).toBe("geboren 2002");
  });

  it("reads amounts with hundreds and tens, and the parts of one amount said apart", () => {
    expect(spoken("zahl driehundertsiebezg stutz")).toBe("zahl 370 stutz");
    expect(spoken("zwei tuusig föifhundert franchise")).toBe("2500 franchise");
    expect(spoken("zwei tusig franken")).toBe("2000 franken");
  });
});

describe("round 5: numbers read from their words", () => {
  it("does not take a duration for an age", () => {
    expect(numbers("bin seit 20 jahren bei der css, jahrgang 1968").birthYear).toBe(1968);
  });

  it("reads a deductible next to a model, also in a list and with a typo", () => {
    expect(numbers("hmo mit 2500").franchise).toBe(2500);
    expect(numbers("4051 basel, 1986, 2500, telmed").franchise).toBe(2500);
    expect(numbers("9000, 1975, hausarzt, 1500").franchise).toBe(1500);
    expect(numbers("franchiese 1500").franchise).toBe(1500);
  });

  it("reads two loaded tariff years as tariff years, never as a birth year", () => {
    const facts = extractNumbers(fold("was hätte ich 2026 bezahlt und was 2027? 1970"), {
      currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: () => false, localitiesOf: () => [], tariffYears: [2026, 2027], comparesYears: true,
    });
    expect(facts.birthYear).toBe(1970);
  });

  it("reads the premium after 'zahl ich'", () => {
    expect(extractStatedPremium(fold("im 2026 zahl ich 455 fr. mit 300er franchise"))?.amount).toBe(455);
  });
});

describe("round 5: the current insurer said in other ways", () => {
  const current = (text: string) => extractCurrentInsurer(fold(text), insurers)?.name;
  it("reads a household's insurer, the one switched to and the one stayed with", () => {
    expect(current("mir sind beid bi de css. was chöme mir am günstigschte?")).toBe("CSS");
    expect(current("bi letscht jahr vo dr helsana zur assura gwächslet")).toBe("Assura");
    expect(current("wie viel teurer wird es wenn ich bei der visana bleibe?")).toBe("Visana");
    expect(current("zahle bi de visana 487.30 im monet. was chönt ich spare?")).toBe("Visana");
  });

  it("never reads a price question as one's insurer", () => {
    expect(current("was zahle ich bei der css?")).toBeUndefined();
    expect(current("wie viel zahl ich bei der assura?")).toBeUndefined();
  });
});

describe("round 5: persons", () => {
  it("reads 'sie' after one's own year as the partner, and the writer once", () => {
    expect(extractPersons(fold("ich bi 1991, sie 1993"), 2027)).toEqual([{ birthYear: 1991, role: "self" }, { birthYear: 1993, role: "partner" }]);
    expect(extractPersons(fold("ich brauche was für mich und meine freundin, beide 1998"), 2027)).toEqual([{ birthYear: 1998, role: "self" }, { birthYear: 1998, role: "partner" }]);
  });

  it("does not take a tariff year after price words for a child", () => {
    const persons = extractPersons(fold("ich 1979, mein Mann 1976, Kinder 2009, 2012 und 2020. was kostet uns das alles 2027?"), 2027);
    expect(persons.map((person) => person.birthYear)).toEqual([1979, 1976, 2009, 2012, 2020]);
  });
});

describe("round 5: look-up topics", () => {
  const topic = (text: string) => lookupTopic(fold(text))?.id;
  it("answers pregnancy, illness abroad and age classes from the fact list", () => {
    expect(topic("Mini Frau isch schwanger. Zahlt d Grundversicherig d Kontrolle?")).toBe("pregnancy");
    expect(topic("was isch wenn i im usland chrank wirde, zum bispil ferie in thailand?")).toBe("emergency-abroad");
    expect(topic("jonas wird 19, was ändert sich bei ihm?")).toBe("age-classes");
    expect(topic("ich bin 25, gilt das noch als junger erwachsener?")).toBe("age-classes");
  });

  it("does not answer accident cover when it is only said ('mit Unfall')", () => {
    expect(topic("standardmodell, 300 franchise mit unfall. wieviel könnte ich sparen?")).toBeUndefined();
    expect(topic("brauche ich die unfalldeckung?")).toBe("accident");
  });

  it("answers whether an e-mail is enough for the cancellation", () => {
    expect(topic("reicht e mail?")).toBe("how-to-cancel");
  });
});
