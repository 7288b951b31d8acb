/**
 * @jest-environment node
 */
import { questionOf, YEAR_FOLLOW_UP } from "@/lib/advisor/acts";
import { lookupAnswer } from "@/lib/advisor/answers/lookup-answer";
import { LOOKUP_TOPICS, lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { extractCriteria, type ExtractContext } from "@/lib/advisor/extract";
import { extractAccident } from "@/lib/advisor/extract/accident";
import { agesAsBirthYears } from "@/lib/advisor/extract/ages";
import { extractCurrentInsurer } from "@/lib/advisor/extract/current-insurer";
import { extractPersonFranchises } from "@/lib/advisor/extract/person-franchises";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { extractPlace, placeIndex } from "@/lib/advisor/extract/place";
import { isThanksOnly } from "@/lib/advisor/intent";
import { normalizeText } from "@/lib/domain/message-text";
import { factById } from "@/lib/facts";
import { inReplyLanguage } from "@/lib/i18n/reply-language";
import { writtenLanguage } from "@/lib/i18n/written-language";
import type { LocalityEntry } from "@/lib/catalog/location-index";
import type { SearchCatalog } from "@/lib/premiums/premium-search";

// Round 20: the classes behind the misses of German v19 and French, Italian and English v10.
const entry = (postalCode: string, name: string, municipality: string, bfsNumber: number, canton: string): LocalityEntry => ({ postalCode, name, municipality, bfsNumber, canton, addressShare: 1 });
const context = (entries: LocalityEntry[] = [entry("3072", "Ostermundigen", "Ostermundigen", 363, "BE")]): ExtractContext => ({
  currentYear: 2026,
  currentMonth: 11,
  expecting: undefined,
  hasPostalCode: false,
  hasBirthYear: false,
  places: placeIndex(entries),
  postalCodes: new Map(entries.map((each) => [each.postalCode, [normalizeText(each.name)]])),
  regionOf: () => ({ canton: "BE", region: 1 }),
  insurers: [],
  tariffYears: [2026, 2027],
  tariffYear: 2027,
});
const criteria = (message: string, entries?: LocalityEntry[]) => extractCriteria(normalizeText(message), context(entries));
/** The persons of a message as the extractor reads them (coming birthdays written as years first). */
const persons = (message: string) => extractPersons(agesAsBirthYears(normalizeText(message), 2026, 11), 2027, 2026);
const perPerson = (message: string, told?: "partner" | "children") => extractPersonFranchises(normalizeText(message), 2026, undefined, told);
const topic = (text: string) => lookupTopic(normalizeText(text))?.id;
const answer = (id: string, text: string, extra: object = {}) =>
  lookupAnswer(LOOKUP_TOPICS.find((each) => each.id === id)!, { catalog: {} as SearchCatalog, now: new Date("2026-11-22T12:00:00Z"), tariffYear: 2027, text: normalizeText(text), ...extra });

describe("deductibles said per person of a household", () => {
  it("a person named again right before their own year has their own amount", () => {
    expect(perPerson("Mon mari et moi à Granges-Paccot : moi 1981 franchise 300, lui 1978 franchise 2000.")).toEqual([
      { targets: ["self"], franchise: 300 },
      { targets: ["partner"], franchise: 2000 },
    ]);
    // A list of the group's years keeps the group together.
    expect(perPerson("mein mann und ich (1980, 1982) mit franchise 2500, die kinder (2012, 2015) mit 0")).toEqual([
      { targets: ["partner", "self"], franchise: 2500 },
      { targets: ["children"], franchise: 0 },
    ]);
  });
  it("the little one and the eldest, after an article", () => {
    expect(perPerson("Franchise 300 pour nous, 0 pour le petit.")).toEqual([
      { targets: ["adults"], franchise: 300 },
      { targets: ["children"], franchise: 0 },
    ]);
    expect(perPerson("2500 pour le grand, 0 pour les petites")).toEqual([
      { targets: ["children"], franchise: 2500 },
      { targets: ["children"], franchise: 0 },
    ]);
    expect(persons("ich 1983 (franchise 2500), min maa 1980 (franchise 300) und üse chli 2021 (franchise 600)")).toContainEqual({ birthYear: 2021, role: "child", franchise: 600 });
    // "chli" alone is "a little", no child.
    expect(persons("ich bi 1983 und es isch chli tüür").some((person) => person.role === "child")).toBe(false);
  });
  it("'moi 2000 et lui 300' after deductibles were told: 2000 is an amount too", () => {
    expect(perPerson("oups c'est l'inverse : moi 2000 et lui 300", "partner")).toEqual([
      { targets: ["self"], franchise: 2000 },
      { targets: ["partner"], franchise: 300 },
    ]);
  });
  it("each child gets the amount that its age class has", () => {
    const said = criteria("On est 5 : moi 1976, ma femme 1979, notre fils 2007 et les jumelles de 2020. Franchise 2000 pour nous, 2500 pour le grand, 0 pour les petites.");
    expect(said.persons).toHaveLength(5);
    expect(said.personFranchises).toEqual([
      { targets: ["adults"], franchise: 2000 },
      { targets: ["children"], franchise: 2500 },
      { targets: ["children"], franchise: 0 },
    ]);
  });
});

describe("who is in the household", () => {
  it.each([
    ["mir hei im oktober zwillinge übercho. i bi 1990, mini frau 1991", [{ birthYear: 2026, role: "child" }, { birthYear: 2026, role: "child" }, { birthYear: 1990, role: "self" }, { birthYear: 1991, role: "partner" }]],
    ["io 1990, mio marito 1992 e i gemelli nati il 3 novembre", [{ birthYear: 1990, role: "self" }, { birthYear: 1992, role: "partner" }, { birthYear: 2026, role: "child" }, { birthYear: 2026, role: "child" }]],
    ["ich bi alleierziehend mit zwei chind (2015 und 2019), ich selber jg 89", [{ birthYear: 2015, role: "child" }, { birthYear: 2019, role: "child" }, { birthYear: 1989, role: "self" }]],
    ["mi sun dal 72 e ul mè òm l'è dal 69", [{ birthYear: 1972, role: "self" }, { birthYear: 1969, role: "partner" }]],
    ["me + hubby (both 1987) and our kiddo born 2019", [{ birthYear: 1987, role: "self" }, { birthYear: 1987, role: "partner" }, { birthYear: 2019, role: "child" }]],
  ])("%s", (message, expected) => expect(persons(message)).toEqual(expected));
  it("'both 2000 deductible' is no birth year, '2016. franchise' is", () => {
    expect(persons("us: 1989 and 1990, both 2000 deductible").map((person) => person.birthYear)).not.toContain(2000);
    expect(persons("ich 1979, mini frau 1980, d chind 2012 und 2016. franchise 1500 für üs").map((person) => person.birthYear)).toEqual([1979, 1980, 2012, 2016]);
  });
});

describe("a coming birthday", () => {
  it.each([
    ["j'aurai 19 ans en mars", "ich bin jahrgang 2008"],
    ["mio figlio compie 19 anni il 5 gennaio", "mio figlio jahrgang 2008"],
    ["my son turns 19 in january", "my son jahrgang 2008"],
    ["elle aura 19 ans le 3 décembre", "jahrgang 2007"],
    ["j'aurai 30 ans l'an prochain", "ich bin jahrgang 1997"],
    ["bi vo nesslau und wird nächscht johr 40i", "bi vo nesslau und ich bin jahrgang 1987"],
  ])("%s", (message, written) => expect(agesAsBirthYears(normalizeText(message), 2026, 11)).toBe(written));
  it("an age without its month stays an age", () => expect(agesAsBirthYears(normalizeText("il a 19 ans"), 2026, 11)).toBe("il a 19 ans"));
});

describe("places", () => {
  const entries = [
    entry("6540", "Castaneda", "Castaneda", 3805, "GR"),
    entry("6543", "Arvigo", "Calanca", 3837, "GR"),
    entry("6693", "Broglio", "Lavizzara", 5323, "TI"),
    entry("6694", "Prato-Sornico", "Lavizzara", 5323, "TI"),
    entry("6695", "Peccia", "Lavizzara", 5323, "TI"),
    entry("6720", "Campo (Blenio)", "Blenio", 5049, "TI"),
    entry("6684", "Campo (Vallemaggia)", "Campo (Vallemaggia)", 5307, "TI"),
    entry("3004", "Bern", "Bern", 351, "BE"),
    entry("6818", "Melano", "Val Mara", 5240, "TI"),
  ];
  const regions: Record<number, { canton: string; region: number }> = { 3805: { canton: "GR", region: 2 }, 3837: { canton: "GR", region: 2 }, 5323: { canton: "TI", region: 2 }, 5049: { canton: "TI", region: 2 }, 5307: { canton: "TI", region: 1 }, 351: { canton: "BE", region: 1 }, 5240: { canton: "TI", region: 1 } };
  const place = (text: string) => extractPlace(normalizeText(text), placeIndex(entries), (bfs) => regions[bfs]);
  it.each([
    ["Castaneda in Calanca, classe 1955", "6540"],
    ["i premi x Broglio in Val Lavizzara, sono del 1990", "6693"],
    ["Campo in Valle di Blenio, 1980", "6720"],
    ["sono sempre in giro x lavoro, spesso a Berna. Melano, 1985", "6818"],
  ])("%s", (text, postalCode) => expect(place(text)).toMatchObject({ kind: "resolved", postalCode }));
  it("a deductible said with 'with' beside a place in words is no postal code", () => {
    const places = [entry("9000", "St. Gallen", "St. Gallen", 3203, "SG"), entry("1000", "Lausanne", "Lausanne", 5586, "VD")];
    const said = criteria("family of 4 in St. Gallen: me 1971 and my wife 1973 with 2500, our son 2006 (student) with 1000", places);
    expect(said.postalCode).toBeUndefined();
    expect(said.place).toMatchObject({ postalCode: "9000" });
  });
});

describe("questions read from the words", () => {
  it.each([
    ["et c'est combien de plus que cette année ?", "trend"],
    ["ça fait combien en % ?", "trend"],
    ["quindi di quanto e' salito in percentuale?", "trend"],
    ["wie vill prozänt isch das?", "trend"],
    ["wieso zahlt si 2027 plötzlich so vill meh?", "trend"],
    ["Matran, 1980, franchise 1000, ça donne quoi ?", "price"],
  ])("%s → %s", (text, kind) => expect(questionOf(normalizeText(text), {})?.kind).toBe(kind));
  it("'l'an prochain' is the next year, not a yearly figure", () => {
    expect(YEAR_FOLLOW_UP.test(normalizeText("et l'an prochain ?"))).toBe(false);
    expect(YEAR_FOLLOW_UP.test(normalizeText("et sur l'an ?"))).toBe(true);
    expect(criteria("et l'an prochain ?").tariffYear).toBe(2027);
    expect(criteria("e il prossimo anno?").tariffYear).toBe(2027);
  });
  it("a comparison with this year keeps the year talked about", () => expect(criteria("et c'est combien de plus que cette année ?").tariffYear).toBeUndefined());
});

describe("rule questions", () => {
  it.each([
    ["do i need it from day 1 or can i wait till january to sign up?", "obligation"],
    ["does being a foreigner on a B permit make it more expensive?", "premium-same-for-all"],
    ["does my nationality make the premium higher?", "premium-same-for-all"],
    ["I have basically no income, is there any help from the canton?", "subsidy"],
    ["if i pay my krankenkasse premiums a few months late, do i lose my cover?", "unpaid"],
    ["do we have to pay for the twins for november and december already?", "newborn"],
    ["and what if my letter only gets there on 1 december?", "late-cancellation"],
    ["what if the hotline says I don't need a doctor and I go anyway?", "model-first-contact"],
    ["flying to the US for 3 weeks over xmas. does my LAMal cover me there?", "emergency-abroad"],
    ["a febbraio vado 3 settimane negli Stati Uniti. se sto male la cassa di base mi copre?", "emergency-abroad"],
    ["Swiss LAMal or French sécu, do I get to choose?", "cross-border"],
    ["isn't Agrisano just for farmers? can I even join?", "acceptance"],
    ["mues me det vo einsiedle sii zum ine cho?", "acceptance"],
    ["zahlt d grundversicherig e psychotherapie?", "psychotherapy"],
    ["und akupunktur?", "complementary"],
    ["chan i mi i jedem spital vo de schwiiz la operiere?", "hospital-choice"],
    ["zahled mir als paar weniger?", "couple-discount"],
    ["de sohn studiert no. zahlt dä weniger?", "age-classes"],
    ["müesse mir für d zwillinge franchise 0 näh oder geit o meh?", "child-deductibles"],
    ["chan i au erscht uf mitti 2027 wächsle?", "mid-year"],
    ["ma fille est née le 10 juillet et je l'ai toujours pas assurée, c'est grave ?", "newborn"],
    ["ok, se spedisco la disdetta domani per posta A arriva in tempo?", "deadline"],
  ])("%s → %s", (text, id) => expect(topic(text)).toBe(id));
  it("'CSS Callmed … avec accident … telmed' asks no rule about calling first", () => {
    expect(topic("slt, je suis chez CSS Callmed, franchise 2500 avec accident, je paye 256.60. Y a moins cher en telmed ?")).toBeUndefined();
  });
  it("a switch during the year with an alternative model or an optional deductible: only at the end of a calendar year", () => {
    expect(answer("mid-year", "chan i uf mitti 2027 wächsle?", { contract: { model: "hausarzt" } })).toMatch(/^Mit deinem Modell Hausarzt geht das unter dem Jahr nicht.*1\. Januar 2027.*Montag, 30\. November 2026/s);
    expect(answer("mid-year", "chan i uf mitti 2027 wächsle?", { contract: { franchise: 2500 } })).toMatch(/^Mit deiner Wahlfranchise von CHF.2.500 geht/);
    // The standard model with the ordinary deductible: the next switch during the year.
    expect(answer("mid-year", "chan i uf mitti 2027 wächsle?", { contract: { model: "standard", franchise: 300 } })).toMatch(/1\. Juli 2027/);
    expect(inReplyLanguage("it", () => answer("mid-year", "posso cambiare a metà anno?", { contract: { model: "telmed" } }))).toMatch(/^Con il tuo modello Telmed non è possibile in corso d'anno/);
  });
  it("the deductible for maternity: no, first", () => {
    expect(inReplyLanguage("fr", () => answer("pregnancy", "je suis enceinte de 4 mois, je dois payer la franchise pour les contrôles ?"))).toMatch(/^Non\./);
    expect(answer("pregnancy", "was zahlt d grundversicherig bi de geburt?")).not.toMatch(/^Nein/);
  });
  it("the two new facts cite their articles", () => {
    expect(factById("psychotherapy-covered")?.source).toMatchObject({ law: "KLV", article: "Art. 11b Abs. 1" });
    expect(factById("hospital-choice-listed")?.source).toMatchObject({ law: "KVG", article: "Art. 41 Abs. 1bis und 3" });
  });
});

describe("the words of the writer's situation", () => {
  it("another person's studies say nothing of the writer's accident cover", () => {
    expect(extractAccident(normalizeText("de sohn studiert no. zahlt dä weniger?"))).toBeUndefined();
    expect(extractAccident(normalizeText("ich studiere no, bruuch i unfall?"))).toBe(true);
    expect(extractAccident(normalizeText("mir si beidi pensioniert"))).toBe(true);
  });
  it("the current insurer at any place a trigger fits, and after a birth year with its words", () => {
    const insurers = [{ code: "1562", name: "Helsana" }, { code: "8", name: "CSS" }];
    expect(extractCurrentInsurer(normalizeText("ho 22 anni, sono del 2004 e abito a Pazzallo. ho la Helsana BeneFit PLUS Telmed, franchigia 2500, pago 348.80"), insurers, true)).toMatchObject({ code: "1562" });
    expect(extractCurrentInsurer(normalizeText("1895 Vionnaz, né en 71. Helsana modèle standard, franchise 2000 sans accident, je paie 459.40 par mois"), insurers, true)).toMatchObject({ code: "1562" });
  });
  it("Swiss German, Italian and English text-speak", () => {
    expect(normalizeText("ond met unfall?")).toBe("und mit unfall ?");
    expect(normalizeText("qnt pago cn franch 1000")).toBe("qnt pago con franchigia 1000");
    expect(normalizeText("franchigia 2mila")).toBe("franchigia 2000");
    expect(normalizeText("i wohne z langnau im ämmital")).toBe("i wohne z langnau im emmental");
    expect(writtenLanguage("r u a real person or a bot?")).toBe("en");
    expect(writtenLanguage("wats the cheapest krankenkasse in dubendorf?? im 41, franchise 2500 pls thx")).toBe("en");
    expect(writtenLanguage("isch das fair?")).toBe("de");
    expect(isThanksOnly(normalizeText("ok je reviens plus tard avec tout ça, merci"))).toBe(true);
  });
});
