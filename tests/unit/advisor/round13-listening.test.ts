/**
 * @jest-environment node
 */
import { extractAccident } from "@/lib/advisor/extract/accident";
import { agesAsBirthYears } from "@/lib/advisor/extract/ages";
import { extractCurrentInsurer } from "@/lib/advisor/extract/current-insurer";
import { extractStatedPremium } from "@/lib/advisor/extract/current-premium";
import { cantonIn } from "@/lib/advisor/answers/canton-answer";
import { chooseLocation } from "@/lib/advisor/engine";
import { normalizeText } from "@/lib/domain/message-text";

// Round 13 (the fourth blind German set, read after a fifth was written).
const insurers = [
  { code: "1562", name: "Helsana" },
  { code: "8", name: "CSS" },
  { code: "1509", name: "Sanitas" },
  { code: "1384", name: "SWICA" },
  { code: "1555", name: "Visana" },
];

describe("an age to come without 'ich' at the start of a clause", () => {
  it("reads 'wird im Februar 67' in November 2026 as born in 1960", () => {
    expect(agesAsBirthYears(normalizeText("8640 hurden, wird im februar 67"), 2026, 11)).toContain("ich bin jahrgang 1960");
  });
  it("leaves 'es wird 20 % teurer' and a subject of its own alone", () => {
    expect(agesAsBirthYears(normalizeText("es wird 20 % teurer"), 2026, 11)).not.toContain("jahrgang");
    expect(agesAsBirthYears(normalizeText("mini frau wird im märz 50"), 2026, 11)).not.toContain("ich bin jahrgang");
  });
});

describe("accident cover from what people say about their work", () => {
  it.each([
    ["und wenn ich ab januar 3 täg pro wuche schaffe?", false],
    ["ab februar schaff ich zwei täg pro wuche im lade", false],
    ["je travaille trois jours par semaine", false],
    ["bi sit em summer frühpensioniert", true],
    ["ich bin in Pension", true],
  ])("%s", (text, accident) => expect(extractAccident(normalizeText(text))).toBe(accident));

  it("says nothing about days a week without work", () => {
    expect(extractAccident(normalizeText("3 tage pro woche in den ferien"))).toBeUndefined();
  });
});

describe("the current insurer", () => {
  const current = (text: string) => extractCurrentInsurer(normalizeText(text), insurers)?.name;
  it.each([
    ["ich bi 82 und sit 40 jahr bi de sanitas", "Sanitas"],
    ["d'swica het gschribe: ab januar 603.80 statt 581.10", "SWICA"],
    ["d visana het grad gschickt, 498.60 ab januar", "Visana"],
  ])("%s", (text, name) => expect(current(text)).toBe(name));
});

describe("a yearly premium with the insurer between the paying word and the amount", () => {
  it("is a twelfth of it a month", () => {
    expect(extractStatedPremium(normalizeText("Ich zahle bei der Visana Fr. 5'804.40 im Jahr (Standardmodell)"), true)?.amount).toBeCloseTo(483.7, 2);
  });
});

describe("a canton named by its adjective or the Swiss German way", () => {
  it.each([
    ["s baselbieter reinach", "BL"],
    ["das im aargau", "AG"],
    ["de st galler", "SG"],
    ["wie vill schlond d pramie im kanton zuri uf", "ZH"],
    ["celui de payerne, le vaudois", "VD"],
  ])("%s", (text, canton) => expect(cantonIn(normalizeText(text))).toBe(canton));
});

describe("the answer to 'which municipality?'", () => {
  const choices = [
    { plz: "4153", bfs: 2773, name: "4153 Reinach BL (Reinach (BL), BL)" },
    { plz: "4153", bfs: 2775, name: "4153 Reinach BL (Therwil, BL)" },
    { plz: "5734", bfs: 4141, name: "5734 Reinach AG (Reinach (AG), AG)" },
  ];
  it("takes the canton's adjective, then the place's own name", () => {
    expect(chooseLocation(normalizeText("s baselbieter reinach"), choices)?.bfs).toBe(2773);
    expect(chooseLocation(normalizeText("de im aargau"), choices)?.bfs).toBe(4141);
  });
  it("still asks when the words fit several", () => {
    expect(chooseLocation(normalizeText("reinach"), choices)).toBeUndefined();
  });
});
