/**
 * @jest-environment node
 */
import { INSTEAD, questionOf, YEARLY } from "@/lib/advisor/acts";
import { lookupAnswer } from "@/lib/advisor/answers/lookup-answer";
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { extractAccident } from "@/lib/advisor/extract/accident";
import { agesAsBirthYears } from "@/lib/advisor/extract/ages";
import { extractModel } from "@/lib/advisor/extract/model";
import { extractNumbers } from "@/lib/advisor/extract/numbers";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { extractPlace, placeIndex } from "@/lib/advisor/extract/place";
import { QUOTE_TERMS } from "@/lib/advisor/offer-collection";
import type { LocalityEntry, RegionOf } from "@/lib/catalog/location-index";
import { normalizeText } from "@/lib/domain/message-text";
import { inReplyLanguage } from "@/lib/i18n/reply-language";
import { writtenLanguage } from "@/lib/i18n/written-language";
import type { SearchCatalog } from "@/lib/premiums/premium-search";

// Round 17: the classes behind the misses of German v16 and French, Italian and English v7.
const topic = (text: string) => lookupTopic(normalizeText(text))?.id;

const entry = (postalCode: string, name: string, municipality: string, bfsNumber: number, canton: string, addressShare = 1): LocalityEntry => ({ postalCode, name, municipality, bfsNumber, canton, addressShare });
const entries = [
  entry("1163", "Etoy", "Etoy", 5636, "VD"),
  entry("2824", "Vicques", "Val Terbi", 6730, "JU"),
  entry("6655", "Intragna", "Centovalli", 5397, "TI"),
  entry("6655", "Rasa", "Centovalli", 5397, "TI"),
  entry("1978", "Lens", "Lens", 6240, "VS"),
  entry("3110", "Münsingen", "Münsingen", 616, "BE"),
  entry("6834", "Morbio Inferiore", "Morbio Inferiore", 5257, "TI"),
  entry("7603", "Vicosoprano", "Bregaglia", 3792, "GR"),
  entry("7516", "Maloja", "Bregaglia", 3792, "GR"),
  entry("6300", "Zug", "Zug", 1711, "ZG"),
  entry("4102", "Binningen", "Binningen", 2765, "BL"),
  entry("6600", "Locarno", "Locarno", 5113, "TI"),
  entry("3011", "Bern", "Bern", 351, "BE"),
];
const regions: Record<number, { canton: string; region: number }> = {
  5636: { canton: "VD", region: 1 }, 6730: { canton: "JU", region: 0 }, 5397: { canton: "TI", region: 2 }, 6240: { canton: "VS", region: 2 },
  616: { canton: "BE", region: 2 }, 5257: { canton: "TI", region: 1 }, 3792: { canton: "GR", region: 2 }, 1711: { canton: "ZG", region: 0 },
  2765: { canton: "BL", region: 1 }, 5113: { canton: "TI", region: 1 }, 351: { canton: "BE", region: 1 },
};
const regionOf: RegionOf = (bfs) => regions[bfs];
const index = placeIndex(entries);
const placeCode = (text: string) => {
  const match = extractPlace(normalizeText(text), index, regionOf);
  return match?.kind === "resolved" ? match.postalCode : match?.kind;
};

describe("a place said in the middle of a list of data", () => {
  it.each([
    ["59 ans, Etoy, franchise 2'500.-, avec accident", "1163"],
    ["Vicques : mon mari 1972, moi 1975", "2824"],
    ["salve, sono una mamma di Intragna (1978), con mio figlio del 2009", "6655"],
    ["grüessech, i wohne z münsige u bi 1959 gebore", "3110"],
    ["morbio inf, classe 88, franchiggia 2500 senza infortuno", "6834"],
    ["Salve, Vicosoprano in Bregaglia, classe 1968.", "7603"],
  ])("%s", (text, code) => expect(placeCode(text)).toBe(code));

  it("takes the writer's place before a colleague's", () => {
    expect(placeCode("A colleague in Zug swears by it. What would it cost me in Binningen?")).toBe("4102");
    expect(placeCode("un collega di Berna mi ha detto che costa poco. quanto sarebbe a Locarno per me?")).toBe("6600");
  });

  it("still takes a colleague's town when it is the only place named", () => {
    expect(placeCode("mein Kollege in Zug zahlt weniger als ich")).toBe("6300");
  });

  it("does not read ordinary list items as places", () => {
    expect(placeCode("hallo, ich bin 1980, alles gut")).toBeUndefined();
    expect(placeCode("Hallo, mit Unfall, Franchise 300")).toBeUndefined();
  });
});

describe("a deductible amount that is no postal code", () => {
  const ctx = { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: (code: string) => ["2068", "1978"].includes(code), localitiesOf: () => [], tariffYears: [2026, 2027] };
  it("is the deductible", () => {
    expect(extractNumbers(normalizeText("slt, hauterive ne, 1991, tlmd 2500 ss acc"), ctx)).toMatchObject({ franchise: 2500, birthYear: 1991 });
    expect(extractNumbers(normalizeText("slt, hauterive ne, 1991, tlmd 2500 ss acc"), ctx).postalCode).toBeUndefined();
  });
  it("reads the SMS forms of the model and the accident cover", () => {
    expect(extractModel(normalizeText("tlmd 2500"))).toBe("telmed");
    expect(extractAccident(normalizeText("tlmd 2500 ss acc"))).toBe(false);
    expect(extractAccident(normalizeText("et ac acc ?"))).toBe(true);
  });
  it("reads SMS French and Italian as those languages", () => {
    expect(writtenLanguage("slt, hauterive ne, 1991, tlmd 2500 ss acc, cb ?")).toBe("fr");
    expect(writtenLanguage("qnt costa x 1 ragazzo d 20 anni")).toBe("it");
  });
});

describe("a child born on a day of this year", () => {
  const years = (text: string) => agesAsBirthYears(normalizeText(text), 2026, 11);
  it.each([
    ["notre petite Léonie est née le 12 octobre", /12 octobre 2026/],
    ["il 2 novembre è nato nostro figlio Elia", /figlio elia 2026/],
    ["am 4. novämber es meitli becho", /4 novamber 2026/],
    ["our son was born on 3 october", /3 october 2026/],
    // A month still to come was last year's.
    ["elle est née le 20 décembre", /20 decembre 2025/],
  ])("%s", (text, expected) => expect(years(text)).toMatch(expected));

  it("leaves a date with its year alone", () => {
    expect(years("née le 12 octobre 1990")).not.toMatch(/2025|2026/);
    expect(years("née le 12 octobre 1990")).toMatch(/1990/);
  });

  it("is a child of the household", () => {
    const persons = extractPersons(years("Io sono del 1991, mia moglie del 1993 e il 2 novembre è nato nostro figlio Elia."), 2027, 2026);
    expect(persons).toEqual(expect.arrayContaining([expect.objectContaining({ birthYear: 2026, role: "child" })]));
  });
});

describe("rule questions of this round", () => {
  it.each([
    ["what if I break my leg skiing, do I still have to call first?", "emergency-model"],
    ["e di notte se è un'emergenza col telmed?", "emergency-model"],
    ["muess i mit telmed im notfall au zersch alüte?", "emergency-model"],
    ["col telmed devo chiamare prima o posso andare dal pediatra?", "model-first-contact"],
    ["et avec le telmed faut appeler à chaque fois ?", "model-first-contact"],
    ["with telemed can I still see a specialist, like a dermatologist?", "model-first-contact"],
    ["gilt die neu prämie scho im dezämber?", "new-premium-from"],
    ["Wenn ich jetzt wechsle, zahle ich dann schon die neuen Prämien oder noch die alten?", "new-premium-from"],
    ["la nouvelle prime s'applique déjà en décembre ?", "new-premium-from"],
    ["cha de sohn bi ere andere kasse si als mir?", "household-insurer"],
    ["Does basic insurance cover an ambulance ride?", "transport-rescue"],
    ["zahlt d chrankekasse de rega heli?", "transport-rescue"],
    ["l'ambulance c'est remboursé par la lamal ?", "transport-rescue"],
    ["l'elicottero del soccorso lo paga la cassa malati?", "transport-rescue"],
    ["mon fils peut-il être dans une autre caisse que nous ?", "household-insurer"],
    ["can my wife be with a different insurer than me?", "household-insurer"],
  ])("%s", (text, id) => expect(topic(text)).toBe(id));

  it("does not take a switch to another insurer for the household question", () => {
    expect(topic("I want to move to another insurer")).not.toBe("household-insurer");
    expect(topic("je veux passer à une autre caisse")).not.toBe("household-insurer");
  });

  it("does not take a deductible amount and a price question for the deductible's period", () => {
    expect(topic("ho cinquantadue anni, 6818 Melano, franchigia millecinquecento. quanto al mese?")).toBeUndefined();
    expect(topic("la franchigia è per anno o per visita?")).toBe("deductible-per-year");
  });

  it("says from when the coming year's premiums apply, computed from the day", () => {
    const text = normalizeText("gilt die neue Prämie schon im Dezember?");
    const answer = lookupAnswer(lookupTopic(text)!, { catalog: {} as SearchCatalog, now: new Date("2027-11-20T10:00:00Z"), tariffYear: 2028, text });
    expect(answer).toMatch(/Die Prämien 2028 gelten ab dem 1\. Januar 2028/);
    expect(answer).toMatch(/Prämie 2027/);
    const french = inReplyLanguage("fr", () => lookupAnswer(lookupTopic(text)!, { catalog: {} as SearchCatalog, now: new Date("2026-11-20T10:00:00Z"), tariffYear: 2027, text }));
    expect(french).toMatch(/1er janvier 2027/);
  });
});

describe("yearly figures and one deductible instead of another", () => {
  it.each(["e in un anno quanto fa?", "et sur une année ?", "und in einem Jahr?", "how much is that a year?"])("%s asks the yearly figure", (text) => expect(YEARLY.test(normalizeText(text))).toBe(true));

  it.each([
    "quanto risparmio all'anno con la franchigia 2500 invece di 300?",
    "combien j'économise avec 2500 au lieu de 300 ?",
    "how much do I save with 2500 instead of 300?",
    "was spare ich mit 2500 statt 300?",
  ])("%s compares the two deductibles", (text) => {
    expect(INSTEAD.test(normalizeText(text))).toBe(true);
    expect(questionOf(normalizeText(text), {})).toEqual({ kind: "franchises", franchises: [2500, 300] });
  });

  it("reads whether a quote binds", () => {
    expect(QUOTE_TERMS.test(normalizeText("if I ask for a quote, am I bound to switch?"))).toBe(true);
    expect(QUOTE_TERMS.test(normalizeText("c'est sans engagement ?"))).toBe(true);
  });
});

describe("more of round 17", () => {
  it("compares a deductible with the ordinary one when asked whether it pays, not when a switch is", () => {
    expect(questionOf(normalizeText("bi fasch nie bim dokter – lohnt sich 2500?"), {})).toEqual({ kind: "franchises", franchises: [2500, 300] });
    expect(questionOf(normalizeText("la franchise à 2000 vaut le coup ?"), {})).toEqual({ kind: "franchises", franchises: [2000, 300] });
    expect(questionOf(normalizeText("je suis chez Philos, franchise 500. ça vaut la peine de changer ?"), {})).not.toEqual(expect.objectContaining({ kind: "franchises" }));
    expect(questionOf(normalizeText("sono con la SWICA, franchigia 500. conviene cambiare?"), {})).not.toEqual(expect.objectContaining({ kind: "franchises" }));
  });

  it("finds the current insurer in a clause after 'und bi de'", async () => {
    const { extractCurrentInsurer } = await import("@/lib/advisor/extract/current-insurer");
    const insurers = [{ code: "376", name: "KPT" }, { code: "8", name: "CSS" }];
    expect(extractCurrentInsurer(normalizeText("bi 23i und bi de kpt mit kptwin.smart, 2500 ohni unfall, zahl 260.– im monet. gits öppis billigers?"), insurers, true)?.code).toBe("376");
    expect(extractCurrentInsurer(normalizeText("was kostet es bei der CSS und bei der KPT?"), insurers, false)).toBeUndefined();
  });

  it("asks the cantons ranked", () => {
    expect(topic("weli kanton het uf 2027 am meischte ufgschlage?")).toBe("canton-ranking");
    expect(topic("quel canton est le plus cher ?")).toBe("canton-ranking");
    expect(topic("which canton is the cheapest?")).toBe("canton-ranking");
    expect(topic("in welchem kanton sind die prämien am tiefsten?")).toBe("canton-ranking");
    expect(topic("welcher Kanton ist das?")).toBeUndefined();
  });
});

describe("places, premiums and insurers said in passing", () => {
  const split = [
    entry("6516", "Cugnasco", "Cugnasco-Gerra", 5138, "TI", 0.98),
    entry("6516", "Cugnasco", "Locarno", 5113, "TI", 0.02),
    entry("1024", "Ecublens VD", "Ecublens (VD)", 5635, "VD"),
    entry("1673", "Ecublens FR", "Rue", 2097, "FR"),
  ];
  const splitRegions: Record<number, { canton: string; region: number }> = { 5138: { canton: "TI", region: 2 }, 5113: { canton: "TI", region: 1 }, 5635: { canton: "VD", region: 1 }, 2097: { canton: "FR", region: 2 } };
  const splitPlace = (text: string) => extractPlace(normalizeText(text), placeIndex(split), (bfs) => splitRegions[bfs]);

  it("takes the part of a split locality in the municipality of its name, and keeps other localities of the name", () => {
    expect(splitPlace("sto a Cugnasco, 1985")).toMatchObject({ kind: "resolved", postalCode: "6516" });
    expect(splitPlace("j'habite Ecublens, 41 ans")).toMatchObject({ kind: "ambiguous" });
  });

  it("reads a postal code said wrongly before a place's name as no deductible", () => {
    const ctx = { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: () => false, localitiesOf: () => [], tariffYears: [2026, 2027] };
    expect(extractNumbers(normalizeText("2500 Biel, 1980"), ctx).franchise).toBeUndefined();
    expect(extractNumbers(normalizeText("Attalens, 1980 : la franchise 300 et celle à 2500 ?"), ctx)).toMatchObject({ franchise: 300 });
    expect(extractNumbers(normalizeText("Attalens, 1980 : la franchise 300 et celle à 2500 ?"), ctx).postalCode).toBeUndefined();
  });

  it("reads a premium per month written with a slash, and the insurer said as a list item or with its product", async () => {
    const { extractStatedPremium } = await import("@/lib/advisor/extract/current-premium");
    const { extractCurrentInsurer } = await import("@/lib/advisor/extract/current-insurer");
    const insurers = [{ code: "1542", name: "Assura" }, { code: "8", name: "CSS" }];
    const yvonand = normalizeText("Yvonand, 1986. Assura, modèle de base, franchise 2500, sans accident : 458.40/mois. Y a mieux ?");
    expect(extractStatedPremium(yvonand)?.amount).toBe(458.4);
    expect(extractCurrentInsurer(yvonand, insurers, true)?.code).toBe("1542");
    expect(extractCurrentInsurer(normalizeText("Founex, born 1990, Assura standard with 2500 excess and no accident, I pay 503.10."), insurers, true)).toMatchObject({ code: "1542", model: "standard" });
    expect(extractCurrentInsurer(normalizeText("Ho la Callmed della CSS (telmed), franchigia 2000, pago 540.90."), insurers, true)?.code).toBe("8");
    // Asking about an insurer is no statement of one's own.
    expect(extractCurrentInsurer(normalizeText("Assura, c'est combien ?"), insurers, false)).toBeUndefined();
  });
});

describe("where one lives, not where one works or studies; a birth in a month", () => {
  const study = [entry("1003", "Lausanne", "Lausanne", 5586, "VD"), entry("6648", "Minusio", "Minusio", 5118, "TI"), entry("8001", "Zürich", "Zürich", 261, "ZH"), entry("8610", "Uster", "Uster", 191, "ZH")];
  const studyRegions: Record<number, { canton: string; region: number }> = { 5586: { canton: "VD", region: 1 }, 5118: { canton: "TI", region: 1 }, 261: { canton: "ZH", region: 1 }, 191: { canton: "ZH", region: 2 } };
  const at = (text: string) => extractPlace(normalizeText(text), placeIndex(study), (bfs) => studyRegions[bfs]);

  it("takes the home town over the town of study or work", () => {
    expect(at("studio all'EPFL a Losanna ma il domicilio è ancora a Minusio dai miei")).toMatchObject({ postalCode: "6648" });
    expect(at("ich schaffe in Zürich und wohne in Uster")).toMatchObject({ postalCode: "8610" });
  });

  it("marks a town of work named alone as aside, so it does not replace a place told before", () => {
    expect(at("senza infortunio, lavoro a Zurigo al 100%")).toMatchObject({ postalCode: "8001", aside: true });
    expect(at("ich wohne in Zürich")).not.toHaveProperty("aside");
  });

  it("reads a birth in a month of this year", () => {
    expect(agesAsBirthYears(normalizeText("mia figlia Emma è nata a settembre"), 2026, 11)).toMatch(/settembre 2026/);
    expect(agesAsBirthYears(normalizeText("notre fille est née en décembre"), 2026, 11)).toMatch(/decembre 2025/);
    expect(agesAsBirthYears(normalizeText("ich bin im März 1980 geboren"), 2026, 11)).not.toMatch(/2026/);
  });
});

describe("years, amounts and ages said in passing", () => {
  const ctx = { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: (code: string) => ["2028", "8008", "1110", "8126"].includes(code), localitiesOf: (code: string) => (code === "2028" ? ["vaumarcus"] : []), tariffYears: [2026, 2027] };
  const numbers = (text: string) => extractNumbers(normalizeText(text), ctx);

  it("reads a coming year after 'in' as a year, not a postal code", () => {
    expect(numbers("will my premium go up again in 2028?")).toMatchObject({ otherTariffYear: 2028 });
    expect(numbers("will my premium go up again in 2028?").postalCode).toBeUndefined();
    expect(numbers("ich wohne in 2028 Vaumarcus, 1980")).toMatchObject({ postalCode: "2028", birthYear: 1980 });
  });

  it("reads the tariff year said before 'prices'", () => {
    expect(numbers("8126, born 1979, show me the 2026 prices please")).toMatchObject({ tariffYear: 2026, birthYear: 1979 });
  });

  it("reads two digits alone in a list with the place as an age", () => {
    expect(numbers("8008 Zurich, 33, I basically never go to the doctor")).toMatchObject({ postalCode: "8008", birthYear: 1993 });
    expect(numbers("1110 Morges, 39, 1500 excess")).toMatchObject({ birthYear: 1987, franchise: 1500 });
  });

  it("keeps the Rappen of an amount with an English thousands comma", () => {
    expect(normalizeText("I pay CHF 6,074.40 a year")).toMatch(/6074 40/);
  });

  it("asks the yearly figure 'over a whole year'", () => {
    expect(YEARLY.test(normalizeText("what's that over a whole year?"))).toBe(true);
    expect(questionOf(normalizeText("what's that over a whole year?"), {})).toMatchObject({ kind: "price", yearly: true });
  });
});

describe("the postal code and the tariff year named in other languages' words", () => {
  const ctx = { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: (code: string) => ["1920", "1965", "2000", "6900"].includes(code), localitiesOf: () => [], tariffYears: [2026, 2027] };
  it.each([
    ["NPA 1920, 61 ans, franchise 2.5k", "1920"],
    ["my postcode is 2000, born 1985", "2000"],
    ["cap 6900, nato nel 1970", "6900"],
  ])("%s", (text, code) => expect(extractNumbers(normalizeText(text), ctx).postalCode).toBe(code));

  it("reads 'les prix 2026' as the tariff year", () => {
    expect(extractNumbers(normalizeText("Savièse, 1967, franchise 500, les prix 2026 svp"), ctx)).toMatchObject({ birthYear: 1967, tariffYear: 2026 });
  });
});

describe("French and Italian text-message words", () => {
  it.each([
    ["jusqu'à qd je peux résilier", "jusqu a quand je peux resilier"],
    ["jsuis a la chx-de-fds", "je suis a la chaux de fonds"],
    ["ciao cmq sn di Biasca", "ciao comunque sono di biasca"],
  ])("%s", (text, expected) => expect(normalizeText(text)).toBe(expected));

  it("leaves German and Swiss German words alone", () => {
    expect(normalizeText("ds günstigste bitte, mir sind zwei")).toBe("ds gunstigste bitte , mir sind zwei");
  });

  it("does not take 'l'an prochain' or 'mitten im Jahr' for a yearly figure", () => {
    expect(YEARLY.test(normalizeText("combien je vais payer l'an prochain"))).toBe(false);
    expect(YEARLY.test(normalizeText("kann ich mitten im Jahr wechseln?"))).toBe(false);
    expect(YEARLY.test(normalizeText("und im Jahr?"))).toBe(true);
  });
});

describe("another person's age against the writer's", () => {
  it.each([
    ["und für mini frau, si isch zwöi jahr jünger?", /si isch 1962/],
    ["et mon mari, il a trois ans de plus", /il a 1957/],
    ["mia moglie è due anni più giovane", /e 1962/],
    ["my husband is 4 years older", /is 1956/],
  ])("%s", async (text, expected) => {
    const { withRelativeAges } = await import("@/lib/advisor/extract/ages");
    expect(withRelativeAges(normalizeText(text), 1960)).toMatch(expected);
  });

  it("leaves ages of more than thirty years alone", async () => {
    const { withRelativeAges } = await import("@/lib/advisor/extract/ages");
    expect(withRelativeAges(normalizeText("mein Vater ist 35 Jahre älter"), 1990)).toMatch(/35 jahre alter/);
  });
});

describe("households and insurers in Swiss German", () => {
  it("reads twins said with 'vo' and a couple 'si beidi' as two persons", () => {
    const persons = extractPersons(normalizeText("ig u mi frou si beidi 1990, u mir hei zwiling vo 2022"), 2027, 2026);
    expect(persons).toEqual([
      { birthYear: 1990, role: "self" },
      { birthYear: 1990, role: "partner" },
      { birthYear: 2022, role: "child" },
      { birthYear: 2022, role: "child" },
    ]);
    const french = extractPersons(normalizeText("nous avons des jumeaux de 2019, moi 1985"), 2027, 2026);
    expect(french).toEqual(expect.arrayContaining([{ birthYear: 1985, role: "self" }]));
    expect(french.filter((person) => person.role === "child")).toHaveLength(2);
  });

  it("asks the children's share and the very cheapest in Swiss German", () => {
    expect(questionOf(normalizeText("u wi viu mache d zwöi ching drvo us?"), {})).toMatchObject({ kind: "price", children: true });
    expect(questionOf(normalizeText("und wele wär überhaupt am allergünschtigschte?"), {})).toMatchObject({ kind: "price" });
  });

  it("reads two insurers one letter off when set against each other", async () => {
    const { extractNamedInsurers } = await import("@/lib/advisor/extract/named-insurers");
    const insurers = [{ code: "1562", name: "Helsana" }, { code: "1384", name: "SWICA" }, { code: "1509", name: "Sanitas" }];
    expect(extractNamedInsurers(normalizeText("helsanna oder swicca, wer isch bi mir günstiger?"), insurers).map((named) => named.code)).toEqual(["1562", "1384"]);
    expect(extractNamedInsurers(normalizeText("la sanita o la salute"), insurers)).toEqual([]);
  });
});

describe("the second-lowest and second-highest deductible", () => {
  it.each([
    ["und mit de zweittüüfste franchise?", "secondLowest"],
    ["and with the second-lowest excess?", "secondLowest"],
    ["et avec la deuxième plus haute franchise ?", "secondHighest"],
    ["e con la seconda più alta franchigia?", "secondHighest"],
    ["la franchise la plus basse", "lowest"],
  ])("%s", async (text, wish) => {
    const { extractFranchiseWish } = await import("@/lib/advisor/extract/franchise");
    expect(extractFranchiseWish(normalizeText(text))).toBe(wish);
  });
});
