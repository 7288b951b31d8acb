/**
 * @jest-environment node
 */
import { KEEP_FRANCHISE } from "@/lib/advisor/acts";
import { lookupAnswer } from "@/lib/advisor/answers/lookup-answer";
import { LOOKUP_TOPICS, lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { extractAccident } from "@/lib/advisor/extract/accident";
import { allModels, liftsModel } from "@/lib/advisor/extract/model";
import { extractNamedInsurers } from "@/lib/advisor/extract/named-insurers";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { editDistance, extractPlace, placeIndex } from "@/lib/advisor/extract/place";
import { detectIntent } from "@/lib/advisor/intent";
import { initialState } from "@/lib/advisor/state";
import type { LocalityEntry, RegionOf } from "@/lib/catalog/location-index";
import { normalizeText } from "@/lib/domain/message-text";
import { writtenLanguage } from "@/lib/i18n/written-language";

// Round 15: the language development sets' misses and the classes behind them, in all four languages.
const topic = (text: string) => lookupTopic(normalizeText(text))?.id;

const entry = (postalCode: string, name: string, municipality: string, bfsNumber: number, canton: string): LocalityEntry => ({ postalCode, name, municipality, bfsNumber, canton, addressShare: 1 });
const entries = [
  entry("2300", "La Chaux-de-Fonds", "La Chaux-de-Fonds", 6421, "NE"),
  entry("1824", "Caux", "Montreux", 5886, "VD"),
  entry("1003", "Lausanne", "Lausanne", 5586, "VD"),
  entry("6900", "Lugano", "Lugano", 5192, "TI"),
  entry("4001", "Basel", "Basel", 2701, "BS"),
  entry("8400", "Winterthur", "Winterthur", 230, "ZH"),
];
const regions: Record<number, { canton: string; region: number }> = { 6421: { canton: "NE", region: 2 }, 5886: { canton: "VD", region: 1 }, 5586: { canton: "VD", region: 1 }, 5192: { canton: "TI", region: 1 }, 2701: { canton: "BS", region: 1 }, 230: { canton: "ZH", region: 2 } };
const regionOf: RegionOf = (bfs) => regions[bfs];
const index = placeIndex(entries);
const placeName = (text: string) => {
  const match = extractPlace(normalizeText(text), index, regionOf);
  return match?.kind === "resolved" ? match.name : match?.kind;
};

describe("a place with a typo, in every language", () => {
  it.each([
    ["wesh c combien pr un mec de 19 ans a la chaux de fond", "La Chaux-de-Fonds"],
    ["j'habite a chaux-de-fond, 1980", "La Chaux-de-Fonds"],
    ["j'habite à lausane, né en 1980", "Lausanne"],
    ["1990, lausane", "Lausanne"],
    ["lausane 34 ans", "Lausanne"],
    ["abito a lugnao, 1970", "Lugano"],
    ["moving to Basle, born 1990", "Basel"],
    ["wohne in winterthr, jg 85", "Winterthur"],
  ])("%s → %s", (text, name) => expect(placeName(text)).toBe(name));

  it("reads no place into everyday words after 'à', 'a', 'to'", () => {
    expect(placeName("je suis a la maison")).toBeUndefined();
    expect(placeName("I want to switch to Helsana")).toBeUndefined();
    expect(placeName("1980, bonjour")).toBeUndefined();
  });

  it("counts a swap of two letters as one typo", () => {
    expect(editDistance("lugnao", "lugano", 1)).toBe(1);
    expect(editDistance("hlesana", "helsana", 1)).toBe(1);
    expect(editDistance("bern", "basel", 1)).toBe(2);
  });
});

describe("whether a tariff year's premiums are out", () => {
  it.each([
    "sind die Prämien 2027 schon bekannt?",
    "sind d prämie 2028 scho raus?",
    "les primes 2027 sont-elles déjà connues ?",
    "i premi 2027 sono già pubblicati?",
    "are the 2027 premiums out yet?",
  ])("%s", (text) => expect(topic(text)).toBe("premiums-published"));

  it("is not a complaint about high premiums", () => {
    expect(topic("die prämien sind mir zu hoch")).toBeUndefined();
    expect(topic("my premiums are too high")).toBeUndefined();
  });
});

describe("cancelling a named insurer: how, not its price", () => {
  it.each([
    "ich will meine Helsana kündigen, wie geht das?",
    "I want to cancel my Helsana, how do I do that?",
    "je veux résilier ma Helsana, comment faire ?",
    "voglio disdire la Helsana, come faccio?",
  ])("%s", (text) => expect(topic(text)).toBe("how-to-cancel"));

  it("leaves the price of a named insurer alone", () => {
    expect(topic("wie viel kostet die Helsana?")).toBeUndefined();
  });
});

describe("a quote asked in English and Italian", () => {
  const offers = { ...initialState(), angebote: [{} as never] };
  it.each(["can I get a quote from KPT?", "vorrei un preventivo dalla CSS"])("%s", (text) =>
    expect(detectIntent({ text: normalizeText(text), hasCriteria: false, selection: true, personal: false }, offers)).toBe("request_quote"),
  );
  it("the French co-payment (quote-part) is no quote", () =>
    expect(detectIntent({ text: normalizeText("et la quote-part c'est combien ?"), hasCriteria: false, selection: false, personal: false }, initialState())).not.toBe("request_quote"));
});

describe("keeping the contract's deductible", () => {
  it.each(["je ne veux pas changer de franchise", "voglio tenere la stessa franchigia", "ich will die franchise nicht wechseln", "I'd like to keep my deductible", "gleiche franchise bitte"])("%s", (text) =>
    expect(KEEP_FRANCHISE.test(normalizeText(text))).toBe(true),
  );
  it("not a new deductible", () => expect(KEEP_FRANCHISE.test(normalizeText("franchise 2500 bitte"))).toBe(false));
});

describe("models: all of them, the Romand care network, a comparison in Italian", () => {
  it.each(["et montre-moi tous les modèles", "confrontami tutti i modelli", "show me all the models", "zeig mir alle modelle"])("%s lifts the model filter", (text) =>
    expect(liftsModel(normalizeText(text))).toBe(true),
  );
  it("'réseau de soins' is the HMO", () => expect(allModels(normalizeText("réseau de soins, franchise 1500"))).toEqual(["hmo"]));
});

describe("short forms and lists", () => {
  it.each([
    ["hmo, fr. 1000, con inf.", true],
    ["1000 lausanne 1980 sans acc.", false],
    ["mit unf.", true],
  ] as const)("%s → accident %s", (text, accident) => expect(extractAccident(normalizeText(text))).toBe(accident));

  it("'nati nel 2016 e nel 2020' are two children", () => {
    expect(extractPersons(normalizeText("vorrei assicurare i miei due figli, nati nel 2016 e nel 2020, a 6830 Chiasso"), 2027).map((p) => p.birthYear)).toEqual([2016, 2020]);
  });

  it("'e la Sumiswalder' names the insurer, 'Sumiswald' alone the town", () => {
    const insurers = [{ code: "194", name: "Sumiswalder Krankenkasse" }];
    expect(extractNamedInsurers(normalizeText("e la Sumiswalder quanto costa qui?"), insurers).map((i) => i.code)).toEqual(["194"]);
    expect(extractNamedInsurers(normalizeText("sumiswalder strasse 5"), insurers)).toEqual([]);
  });
});

describe("the language of short messages", () => {
  it.each([
    ["compare all the models", "en"],
    ["show me all models", "en"],
    ["confrontami tutti i modelli", "it"],
    ["montre-moi tous les modèles", "fr"],
  ] as const)("%s → %s", (text, language) => expect(writtenLanguage(text)).toBe(language));
});

describe("the published years are the loaded ones", () => {
  const published = LOOKUP_TOPICS.find((t) => t.id === "premiums-published")!;
  const answer = (text: string, years: number[]) =>
    lookupAnswer(published, { catalog: { premiums: { tariffYears: years } } as never, now: new Date("2026-11-22T12:00:00Z"), tariffYear: 2027, text: normalizeText(text) });

  it("says yes first for a loaded year, with the notice rule after it", () => {
    const reply = answer("sind die prämien 2027 schon bekannt?", [2026, 2027]);
    expect(reply).toMatch(/^Ja: Die Prämien 2027 sind veröffentlicht/);
    expect(reply).toContain("Art. 7 Abs. 2 KVG");
  });
  it("says which years it has for one that is not loaded", () => {
    expect(answer("sind die prämien 2027 schon bekannt?", [2025, 2026])).toMatch(/^Die Prämien 2027 habe ich noch nicht: Geladen sind die Prämien der Jahre 2025, 2026\./);
  });
});

describe("twins, a year said wrong, a birth year over 100", () => {
  it.each([
    ["nous sommes 4 : moi 1985, ma femme 1987 et nos jumeaux de 2016", [1985, 1987, 2016, 2016]],
    ["wir sind 4: ich 1985, meine Frau 1987 und unsere Zwillinge von 2016", [1985, 1987, 2016, 2016]],
    ["io 1980, gemelli del 2015", [1980, 2015, 2015]],
  ] as const)("%s", (text, years) => expect(extractPersons(normalizeText(text), 2027).map((p) => p.birthYear)).toEqual(years));
});
