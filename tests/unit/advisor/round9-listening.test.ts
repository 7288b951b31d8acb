/**
 * @jest-environment node
 */
import { lookupTopic, lookupTopics } from "@/lib/advisor/answers/lookup-topics";
import { agesAsBirthYears } from "@/lib/advisor/extract/ages";
import { currentInsurerAfterAmount } from "@/lib/advisor/extract/current-insurer";
import { extractPremiumFix } from "@/lib/advisor/extract/current-premium";
import { extractFranchiseWish } from "@/lib/advisor/extract/franchise";
import { extractNumbers } from "@/lib/advisor/extract/numbers";
import { extractPersonFranchises } from "@/lib/advisor/extract/person-franchises";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { spokenYears } from "@/lib/advisor/extract/spoken-numbers";
import { normalizeText } from "@/lib/domain/message-text";

// Round 9 (blind held-out set v10): ages said as birthdays, dialect superlatives, a year word before a
// deductible word, decimal commas, he or she told in an earlier message, rules asked outright.
const fold = (text: string, month = 11) => agesAsBirthYears(spokenYears(normalizeText(text)), 2026, month);
const numbers = (text: string, month = 11) =>
  extractNumbers(fold(text, month), { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: (code) => ["6030", "2900", "3013"].includes(code), localitiesOf: () => [], tariffYears: [2026, 2027] });

describe("ages said as birthdays and in Swiss German", () => {
  it("reads a coming birthday in the calendar year it falls in", () => {
    // In November, March is next year's: 40 in March 2027 is born 1987.
    expect(numbers("Ich werde im März 40 und wohne in Pruntrut").birthYear).toBe(1987);
    // In February, March is this year's.
    expect(numbers("ich werde im märz 40", 2).birthYear).toBe(1986);
    expect(numbers("i wirde nächscht johr 30").birthYear).toBe(1997);
    expect(numbers("ich werde dieses Jahr noch 65").birthYear).toBe(1961);
    // Without a time the likelier year: late in the year the birthday is most likely next year's.
    expect(numbers("ich werde bald 50").birthYear).toBe(1977);
    expect(numbers("ich werde bald 50", 3).birthYear).toBe(1976);
  });

  it("gives one age to both persons and reads the age after a verb with its Swiss ending", () => {
    expect(extractPersons(fold("mir si es paar, beidi 29, wohne z 3013 bärn"), 2027, 2026)).toEqual([
      { birthYear: 1997, role: "self" },
      { birthYear: 1997, role: "partner" },
    ]);
    expect(extractPersons(fold("und mini frau, sie isch 52i"), 2027, 2026)).toEqual([{ birthYear: 1974, role: "partner" }]);
    // "en 95i jahrgang" is a year class, not an age.
    expect(fold("bin en 95i jahrgang")).toContain("95i");
  });

  it("reads bare numbers by what only they can be first: a year, a postal code, then a deductible amount", () => {
    const bare = extractNumbers(fold("2000 1960 8840"), { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: (code) => ["2000", "8840"].includes(code), localitiesOf: () => [], tariffYears: [2026, 2027] });
    expect(bare).toMatchObject({ birthYear: 1960, postalCode: "8840", franchise: 2000 });
  });

  it("takes the number right after a year word as the year, even before a deductible word", () => {
    expect(numbers("wohne z ebikon und bi jg 2000. franchise 2500, telmed")).toMatchObject({ birthYear: 2000, franchise: 2500 });
  });
});

describe("deductibles in words and per person", () => {
  it("reads the dialect superlatives of the lowest and the highest deductible", () => {
    expect(extractFranchiseWish(normalizeText("was koschtet mi d grundversicherig mit dr hegschte franchise"))).toBe("highest");
    expect(extractFranchiseWish(normalizeText("mit dr höchschte franchise"))).toBe("highest");
    expect(extractFranchiseWish(normalizeText("u wivüu mit dr tüüfschte franchise?"))).toBe("lowest");
    expect(extractFranchiseWish(normalizeText("franchise für alli di tüüfschti"))).toBe("lowest");
    expect(extractFranchiseWish(normalizeText("franchise 2500 und telmed"))).toBeUndefined();
  });

  it("gives he or she the amount when the one other person of the household was told before", () => {
    expect(extractPersonFranchises(fold("u wenn i 300 nime u sie 2500?"), 2026, undefined, "partner")).toEqual([
      { targets: ["self"], franchise: 300 },
      { targets: ["partner"], franchise: 2500 },
    ]);
    // Nobody told before: "sie" names no one.
    expect(extractPersonFranchises(fold("u wenn i 300 nime u sie 2500?"), 2026)).toEqual([]);
  });
});

describe("amounts and the insurer after them", () => {
  const insurers = [{ code: "8", name: "CSS" }, { code: "1509", name: "Sanitas" }];
  it("keeps a decimal comma of a premium and reads the insurer listed first after it", () => {
    expect(normalizeText("Meine Prämie ist 476,85 im Monat")).toBe("meine pramie ist 476 85 im monat");
    expect(normalizeText("kinder 9,6 und 1")).toBe("kinder 9 , 6 und 1");
    expect(currentInsurerAfterAmount(" css , hausarzt , franchise 500", insurers)?.code).toBe("8");
    expect(currentInsurerAfterAmount(" css ist günstiger", insurers)).toBeUndefined();
  });
});

describe("corrections and costs told by their words", () => {
  it("reads an age corrected as an age, an amount corrected as a premium", () => {
    expect(extractPremiumFix(normalizeText("sorry zahlendreher, bin 54 nicht 45"))).toBeUndefined();
    expect(numbers("sorry zahlendreher, bin 54 nicht 45").birthYear).toBe(1972);
    expect(extractPremiumFix(normalizeText("ich zahle 502 nicht 520"))).toMatchObject({ from: 520, to: 502 });
  });

  it("reads an amount beside treatment words as costs, unless it is a deductible talked about", () => {
    expect(numbers("und wenn ich 4000 hätt, wil ich s chnü operiere mues?").costs).toBe(4000);
    expect(numbers("franchise 1000 oder 1500 – was lohnt sich bei ca. 1200 fr. arztkosten im jahr?").costs).toBe(1200);
  });
});

describe("rules asked outright", () => {
  const topic = (text: string) => lookupTopic(normalizeText(text))?.id;
  it("finds the topic the question names", () => {
    expect(topic("hend chind eigentli au e franchise?")).toBe("child-deductibles");
    expect(topic("ich bin chronisch krank. muss mich die neue kasse überhaupt nehmen?")).toBe("acceptance");
    expect(topic("cha i eigentli au uf ändi juni wächsle?")).toBe("mid-year");
    expect(topic("ich schaffe 20%, so 8,5 stund i dr wuche. chan i dr unfall bi dr kk usenäh?")).toBe("accident-question");
    expect(topic("für was bruchsch das?")).toBe("why-data");
    expect(topic("und wie gaht das jetzt wiiter? mues i sälber künde?")).toBe("how-to-cancel");
  });

  it("answers a topic once when two of its wordings match", () => {
    expect(lookupTopics(normalizeText("mues i dr unfall bi dr kk drin ha, ich schaffe 9 stunden pro woche")).map((t) => t.id)).toEqual(["accident-question"]);
  });

  it("does not take a choice of deductible for a question about acceptance", () => {
    expect(topic("welche franchise soll ich wählen wenn ich chronisch krank bin?")).not.toBe("acceptance");
  });
});
