/**
 * @jest-environment node
 */
import { spokenYears } from "@/lib/advisor/extract/spoken-numbers";
import { extractPersonFranchises } from "@/lib/advisor/extract/person-franchises";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { extractStatedPremium } from "@/lib/advisor/extract/current-premium";
import { currentInsurerAfterAmount } from "@/lib/advisor/extract/current-insurer";
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { detectIntent } from "@/lib/advisor/intent";
import { initialState } from "@/lib/advisor/state";
import { normalizeText } from "@/lib/domain/message-text";

const spoken = (text: string) => spokenYears(normalizeText(text));

describe("birth years said as Swiss German number words", () => {
  it("reads tens and units with their connector as a year of the 1900s", () => {
    expect(spoken("jahrgang nünzgi")).toBe("jahrgang 1990");
    expect(spoken("nünenachtzgi")).toBe("1989");
    expect(spoken("jg füfesibezgi")).toBe("jg 1975");
    expect(spoken("als jahrgang zweiesächzgi")).toBe("als jahrgang 1962");
    expect(spoken("en einundachtziger")).toBe("en 1981");
    expect(spoken("ich bin neunzehnhundertachtzig geboren")).toBe("ich bin 1980 geboren");
  });

  it("keeps an age an age and an amount an amount", () => {
    expect(spoken("si isch nünzgi worde")).toBe("si isch 90 worde");
    expect(spoken("ich bi vierzg jahr alt")).toBe("ich bi 40 jahr alt");
    expect(spoken("dreissig franken")).toBe("30 franken");
  });

  it("reads deductibles said in words", () => {
    expect(spoken("franchise füfhundert")).toBe("franchise 500");
    expect(spoken("zwöitusigföifhundert franchise")).toBe("2500 franchise");
    expect(spoken("tuusigföifhundert")).toBe("1500");
    expect(spoken("fünfzehnhundert")).toBe("1500");
    expect(spoken("hundert prozent")).toBe("hundert prozent");
  });

  it("leaves other words alone", () => {
    expect(spoken("zwanzigtausend franken")).toBe("zwanzigtausend franken");
    expect(spoken("ich zahle zu viel")).toBe("ich zahle zu viel");
  });

  it("reads 'mi frau' as the writer's wife, not the writer", () => {
    expect(extractPersons(spoken("mi frau isch jahrgang achtesibezgi, ich sibenesibezgi"), 2027)).toEqual([
      { birthYear: 1978, role: "partner" },
      { birthYear: 1977, role: "self" },
    ]);
  });
});

describe("the insurer named after the premium one pays", () => {
  const insurers = [{ code: "1560", name: "Assura" }, { code: "8", name: "CSS" }];
  it.each([
    ["ich zahle im moment 431.85 bei der assura", 431.85, "1560"],
    ["zahle grad 389.- bi de css", 389, "8"],
    ["momentan 520.40 monatlich bei der css, was spare ich?", 520.4, "8"],
  ])("%s", (message, amount, code) => {
    const text = normalizeText(message);
    const stated = extractStatedPremium(text);
    expect(stated?.amount).toBe(amount);
    expect(currentInsurerAfterAmount(text.slice(stated!.end), insurers)?.code).toBe(code);
  });
});

describe("rule questions the advisor used to read as data or prices", () => {
  it.each([
    ["ich zügle im januar vo bern uf genf, was mues ich mache?", "moving"],
    ["muss ich die grundversicherung jedes jahr erneuern?", "renewal"],
    ["wie viel muss ich maximal selber zahlen pro jahr?", "max-cost-sharing"],
    ["was isch s maximum wo ich im johr selber zahle mit franchise 2500?", "max-cost-sharing"],
  ])("%s → %s", (message, topic) => {
    expect(lookupTopic(normalizeText(message))?.id).toBe(topic);
  });

  it("reads thanks with friendly words and a goodbye as thanks, a goodbye alone not", () => {
    const intent = (text: string) => detectIntent({ text: normalizeText(text), hasCriteria: false, selection: false, personal: false }, initialState());
    expect(intent("super, danke dir. schönen abend")).toBe("thanks");
    expect(intent("perfekt, merci viumou und e schöne tag no")).toBe("thanks");
    expect(intent("Tschüss")).not.toBe("thanks");
  });
});

describe("deductibles said per person of a household", () => {
  const groups = (text: string) => extractPersonFranchises(normalizeText(text), 2026);
  it("gives each group of persons the amount said after it", () => {
    expect(groups("ich nimm franchise 2500, d chind 0")).toEqual([
      { targets: ["self"], franchise: 2500 },
      { targets: ["children"], franchise: 0 },
    ]);
    expect(groups("mein mann und ich (1980, 1982) mit franchise 2500, die kinder (2012, 2015) mit 0")).toEqual([
      { targets: ["partner", "self"], franchise: 2500 },
      { targets: ["children"], franchise: 0 },
    ]);
    expect(groups("für d chind die tiefsti franchise und für eus erwachseni 1500")).toEqual([
      { targets: ["children"], franchise: "lowest" },
      { targets: ["adults"], franchise: 1500 },
    ]);
  });

  it("reads no per-person deductible from birth years or from the writer alone", () => {
    expect(groups("mein mann und ich (1979, 1981) und unsere tochter 2014")).toEqual([]);
    expect(groups("ich 2500 bitte")).toEqual([]);
    expect(groups("mini tochter isch 2000 gebore")).toEqual([]);
  });
});
