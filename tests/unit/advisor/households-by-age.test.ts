/**
 * @jest-environment node
 */
import { agesAsBirthYears } from "@/lib/advisor/extract/ages";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { numberWordsAsFigures } from "@/lib/advisor/extract/number-words";
import { spokenYears } from "@/lib/advisor/extract/spoken-numbers";
import { normalizeText } from "@/lib/domain/message-text";

// Households said with ages, in the four languages (held-out v11 and the language sets): the text as the advisor reads it.
const persons = (text: string) => extractPersons(agesAsBirthYears(spokenYears(numberWordsAsFigures(normalizeText(text))), 2026, 11), 2027, 2026);
const years = (text: string) => persons(text).map((person) => `${person.role}:${person.birthYear}`);

describe("households said with ages", () => {
  it.each([
    ["i bi 38i u ha zwöi chind, 4 u 9. mir wone z flamatt", ["self:1988", "child:2022", "child:2017"]],
    ["bi 41 und ha drü chind (3, 7 und 12)", ["self:1985", "child:2023", "child:2019", "child:2014"]],
    ["mini frau und ich sind beidi pensioniert, ich 70, sie 67", ["self:1956", "partner:1959"]],
    // As birth years the parents would be 60 years older than the children: ages.
    ["mir sind z viert: ich 49, min maa 51, üse sohn 20 (studiert no) und d tochter 15", ["self:1977", "partner:1975", "child:2006", "child:2011"]],
    ["ich bi 36, mini partnerin 34", ["self:1990", "partner:1992"]],
    ["moi 42 ans, ma femme 40, nos enfants 5 et 8 ans", ["self:1984", "partner:1986", "child:2021", "child:2018"]],
    ["io ho 45 anni, mia moglie 43 e i bambini 10 e 12", ["self:1981", "partner:1983", "child:2016", "child:2014"]],
    ["me 38, my wife 36 and two kids aged 4 and 7", ["self:1988", "partner:1990", "child:2022", "child:2019"]],
  ])("%s", (text, expected) => {
    expect(years(text)).toEqual(expected);
  });

  it("keeps two digits after a person a birth year where the message says years or nothing says ages", () => {
    expect(years("ich 1985, mini frau 87, chind 2016 und 2019")).toEqual(["self:1985", "partner:1987", "child:2016", "child:2019"]);
    expect(years("min maa 77 und ich 80, 2 chind 2010 2012")).toEqual(["partner:1977", "self:1980", "child:2010", "child:2012"]);
    expect(years("ich 85 und mini frau 87")).toEqual(["self:1985", "partner:1987"]);
    expect(years("mini frau jg 79 und ich 81, mir sind pensioniert")).toEqual(["partner:1979", "self:1981"]);
  });
});
