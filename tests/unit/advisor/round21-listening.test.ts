/**
 * @jest-environment node
 */
import { actOf, questionOf, YEAR_FOLLOW_UP } from "@/lib/advisor/acts";
import { lookupAnswer, regionChange } from "@/lib/advisor/answers/lookup-answer";
import { LOOKUP_TOPICS, lookupTopics } from "@/lib/advisor/answers/lookup-topics";
import { extractAccident } from "@/lib/advisor/extract/accident";
import { agesAsBirthYears } from "@/lib/advisor/extract/ages";
import { extractCurrentInsurer } from "@/lib/advisor/extract/current-insurer";
import { extractStatedPremium } from "@/lib/advisor/extract/current-premium";
import { livingPlace } from "@/lib/advisor/extract/place";
import { detectIntent } from "@/lib/advisor/intent";
import { initialState } from "@/lib/advisor/state";
import { normalizeText } from "@/lib/domain/message-text";
import { factById, LAWS } from "@/lib/facts";
import frFacts from "@/lib/facts/translations/fr.json";
import itFacts from "@/lib/facts/translations/it.json";
import enFacts from "@/lib/facts/translations/en.json";
import { inReplyLanguage } from "@/lib/i18n/reply-language";
import type { RegionOf } from "@/lib/catalog/location-index";
import { advisorFixture, entry } from "../../support/advisor-fixture";

// Round 21: the classes behind the misses of German v20 and French, Italian and English v11.
const ENTRIES = [
  entry("6900", "Lugano", "Lugano", 5192, "TI"),
  entry("6976", "Castagnola", "Lugano", 5192, "TI", 0.5),
  entry("1201", "Genève", "Genève", 6621, "GE"),
  entry("1253", "Vandoeuvres", "Vandoeuvres", 6646, "GE"),
  entry("2126", "Les Verrières", "Les Verrières", 6511, "NE"),
  entry("6525", "Gnosca", "Gnosca", 5017, "TI"),
  entry("6317", "Oberwil b. Zug", "Zug", 1711, "ZG"),
  entry("6300", "Zug", "Zug", 1711, "ZG"),
  entry("4104", "Oberwil BL", "Oberwil (BL)", 2771, "BL"),
  entry("8471", "Oberwil (Dägerlen)", "Dägerlen", 216, "ZH"),
  entry("6874", "Castel San Pietro", "Castel San Pietro", 5249, "TI"),
  entry("6875", "Monte", "Castel San Pietro", 5249, "TI", 0.1),
  entry("6854", "S. Pietro", "Stabio", 5266, "TI"),
  entry("5524", "Niederwil AG", "Niederwil (AG)", 4072, "AG"),
  entry("9203", "Niederwil SG", "Oberbüren", 3424, "SG"),
  entry("4523", "Niederwil SO", "Riedholz", 2554, "SO"),
  entry("6776", "Piotta", "Quinto", 5079, "TI"),
  entry("6777", "Quinto", "Quinto", 5079, "TI"),
  entry("8001", "Zürich", "Zürich", 261, "ZH"),
  entry("6974", "Aldesago", "Lugano", 5192, "TI", 0.2),
  entry("1673", "Rue", "Rue", 2097, "FR"),
  entry("3600", "Thun", "Thun", 942, "BE"),
  entry("3612", "Steffisburg", "Steffisburg", 939, "BE"),
  entry("3011", "Bern", "Bern", 351, "BE"),
];
/** Each municipality its own region, but the cantons' regions as in the data for the ones that matter here. */
const REGIONS: Record<number, { canton: string; region: number }> = { 942: { canton: "BE", region: 2 }, 939: { canton: "BE", region: 2 }, 351: { canton: "BE", region: 1 } };
const regionOf: RegionOf = (bfs) => REGIONS[bfs] ?? { canton: ENTRIES.find((each) => each.bfsNumber === bfs)?.canton ?? "ZH", region: bfs % 3 };
const { index, place, criteria, topic, lookupCtx } = advisorFixture(ENTRIES, regionOf);

describe("the place one lives in", () => {
  it("is the one after the writer's own verb of living, among other places named", () => {
    expect(place("my friend says premiums in Lugano are going DOWN in 2027 – true for me? i live in castagnola, born 2003")).toBe("6900");
    expect(livingPlace(normalizeText("my friend says premiums in Lugano are going DOWN – i live in castagnola, born 2003"), index, regionOf)).toMatchObject({ postalCode: "6976" });
    expect(criteria("can I sign up with Krankenkasse Wädenswil from Geneva? colleague in zurich swears by it. I live in Vandoeuvres").postalCode ?? criteria("I live in Vandoeuvres").place).toBeDefined();
    expect(criteria("can I sign up with Krankenkasse Wädenswil from Geneva? I live in Vandoeuvres").place).toMatchObject({ postalCode: "1253" });
  });
  it("is not a third person's", () => {
    expect(livingPlace(normalizeText("mon cousin habite à Lugano"), index, regionOf)).toBeUndefined();
  });
  it("is the destination of a move, in French, Italian and English", () => {
    expect(criteria("a febbraio ci trasferiamo da Zurigo ad Aldesago: io 1980").place).toMatchObject({ postalCode: "6974" });
    expect(criteria("we're moving to Gnosca in january").place).toMatchObject({ postalCode: "6525" });
  });
  it("reads articles and texting words before the name", () => {
    expect(place("j'habite aux Verrières")).toBe("2126");
    expect(place("mi fai vedere i premi 2026 x Gnosca?")).toBe("6525");
    expect(place("je suis maman solo à Rue avec 2 enfants")).toBe("1673");
    // "la rue" stays a street.
    expect(place("j'habite à Genève, la rue est calme")).toBe("1201");
  });
  it("picks the namesake by the town, municipality or region said with it", () => {
    expect(place("how much is it in Oberwil near Zug?")).toBe("6317");
    expect(criteria("abito a Monte (Castel San Pietro), classe 1973").place).toMatchObject({ postalCode: "6875" });
    expect(place("va bene lo stesso. San Pietro di Stabio, 1995")).toBe("6854");
    expect(place("ich wohne in niederwil im freiamt und bi 1966 gebore")).toBe("5524");
  });
  it("takes a short typo when the municipality it lies in comes next", () => {
    expect(place("vorei sapere qaunto pago a Piota (Quinto), sono nata nel 1983")).toBe("6776");
    // Without it, a five-letter word after "a" is no typo of a place.
    expect(place("vorei sapere qaunto pago a Piota")).toBeUndefined();
  });
});

describe("ages and years", () => {
  const years = (message: string) => agesAsBirthYears(normalizeText(message), 2026, 11);
  it("a coming birthday in Swiss German and English", () => {
    expect(years("ich wohne in wald ar und wird im jänner 30")).toContain("jahrgang 1997");
    expect(years("I'll turn 30 in March next year")).toContain("ich bin jahrgang 1997");
  });
  it("one year class for two", () => {
    expect(years("mir sind beidi jg 93")).toContain("beidi 1993");
  });
  it("'b. 88' is born in 1988, 'bin' stays a verb", () => {
    expect(criteria("4059 bs, b. 88, cheapest pls").birthYear).toBe(1988);
    expect(criteria("ich bin 34, plz 8001").birthYear).toBe(1992);
  });
});

describe("texting English", () => {
  it("'w accident' is with it, 'w/o acc' without", () => {
    expect(extractAccident(normalizeText("1500 w accident, 510.20 monthly"))).toBe(true);
    expect(extractAccident(normalizeText("300 w/o acc"))).toBe(false);
  });
  it("a deductible amount before the accident cover is the deductible, not Biel's postal code", () => {
    expect(criteria("Lonay 1027, born 1995, 2500 without accident").franchise).toBe(2500);
  });
});

describe("one deductible for both", () => {
  it("'beidi 2500' gives both adults the amount", () => {
    expect(criteria("und wenn beidi 2500 nämed?").personFranchises).toEqual([{ targets: ["adults"], franchise: 2500 }]);
    expect(criteria("e sa metum la franchigia da 2000 tüt e du?").personFranchises).toEqual([{ targets: ["adults"], franchise: 2000 }]);
  });
  it("an amount children can have is theirs too", () => {
    expect(criteria("für alle 300").personFranchises).toEqual([{ targets: ["adults", "children"], franchise: 300 }]);
  });
});

describe("the premium and the insurer one has", () => {
  it("a yearly premium, as 'Jahresprämie' or an amount per year", () => {
    expect(extractStatedPremium(normalizeText("jahresprämie 4'938.–"), true)).toMatchObject({ amount: 411.5, perYear: true });
    expect(extractStatedPremium(normalizeText("my policy says 5'096.40 per year"), true)).toMatchObject({ amount: 424.7, perYear: true });
  });
  it("'ich ha bi de X', 'sono alla Krankenkasse X'", () => {
    const insurers = [{ code: "1555", name: "Visana" }, { code: "360", name: "Luzerner Hinterland" }];
    expect(extractCurrentInsurer(normalizeText("ich ha bi de visana s hausarztmodell, 1500 franchise"), insurers)).toMatchObject({ code: "1555" });
    expect(extractCurrentInsurer(normalizeText("sono alla Krankenkasse Luzerner Hinterland"), insurers)).toMatchObject({ code: "360" });
  });
});

describe("acts", () => {
  const named = { namedInsurers: [{ code: "312", name: "Atupri", index: 0, phrase: "atupri" }] };
  it("how much an insurer rose is a trend question, whether it rose one about the insurer", () => {
    expect(actOf("provide_info", questionOf(normalizeText("Atupri a augmenté de combien à Saillon ?"), named), named)).toBe("ask_trend");
    expect(actOf("provide_info", questionOf(normalizeText("ist die Atupri teurer geworden?"), named), named)).toBe("ask_insurer");
  });
  it("French and Swiss German price and trend words", () => {
    expect(questionOf(normalizeText("salut, ça me fait quoi comme prime ?"), {})).toMatchObject({ kind: "price" });
    expect(questionOf(normalizeText("wa choscht mi d kk?"), {})).toMatchObject({ kind: "price" });
    expect(questionOf(normalizeText("est-ce que ma prime va beaucoup monter en 2027 ?"), {})).toMatchObject({ kind: "trend" });
  });
  it("'x 12' asks the year's figure", () => {
    expect(YEAR_FOLLOW_UP.test(normalizeText("ok e moltiplicato x 12 qnt fa?"))).toBe(true);
  });
  it("thanks said in a sentence and a goodbye are thanks", () => {
    const intent = (text: string) => detectIntent({ text: normalizeText(text), hasCriteria: false, selection: false, personal: false }, initialState());
    expect(intent("je voulais juste dire merci, l'an passé grâce à vous j'ai économisé 60 balles par mois")).toBe("thanks");
    expect(intent("à l'année prochaine alors, ciao")).toBe("thanks");
    expect(intent("see you next year, bye")).toBe("thanks");
    // A question after the thanks is answered.
    expect(intent("merci ! et jusqu'à quand je peux résilier ?")).not.toBe("thanks");
  });
});

describe("rule questions with the new reviewed facts", () => {
  it.each([
    ["zahlt d grundversicherig physio? ha weh im rugge", "physiotherapy"],
    ["il medico mi ha prescritto la fisioterapia: quante sedute paga la cassa di base?", "physiotherapy"],
    ["ich ha e rechnig vom dokter diräkt hei übercho. mues ich die zahle oder macht das d kasse?", "bill-refund"],
    ["quand je vais chez le médecin c'est moi qui paie la facture ou direct la caisse ?", "bill-refund"],
    ["und wie lang han i ziit zum die iizreiche?", "claim-deadline"],
    ["und wenn i mi erscht nach 4 mönet aamelde?", "late-registration"],
    ["und wenn i extra für e hüftoperation uf dütschland gang, wils det schneller gaht?", "treatment-abroad"],
    ["mon nouveau patron dit que je dois être à la même caisse maladie que l'entreprise, c'est obligé ?", "employer-insurer"],
    ["et si je me blesse pendant le travail, c'est qui qui paie ?", "accident-at-work"],
    ["ich mach ab mitte jänner d rs, 18 wuche. mues i d krankekasse i dere ziit wiiter zahle?", "military"],
    ["ich cha mini prämie sit drei mönet nüm zahle. was passiert jetzt?", "unpaid"],
    ["wenn mini kündigung erscht am 1. dezember bi de kasse aachunnt, gilt die denn no?", "late-cancellation"],
    ["ich zügle im jänner vo dütschland i d schwiiz. bis wänn mues i e krankekasse ha?", "arrival"],
    ["und wänn chönnt i denn s nächscht mol wächsle? ha standard mit 300er franchise", "mid-year"],
    ["ho 71 anni: se cambio cassa perdo qualcosa delle prestazioni di base?", "lose-anything"],
    ["mia figlia puo stare in una cassa diversa dalla mia?", "household-insurer"],
    ["in the UK my private insurer asked if I smoke. do smokers or women pay more?", "premium-same-for-all"],
    ["so what does the price depend on then?", "regions-why"],
    ["one thing: i still owe them october's premium. can i switch anyway?", "debts"],
    ["and when do i start paying the full adult price?", "age-classes"],
    ["moi je veux pouvoir aller chez n'importe quel médecin, je prends quel modèle ?", "free-doctor-model"],
    ["je dois résilier avant quelle date ?", "deadline"],
    ["notre fils est né le 2 novembre, on a jusqu'à quand pour l'assurer ?", "newborn"],
    ["und ab wänn wär i denn bi de neue kasse?", "deadline"],
    ["und ab wänn isch si bi de kasse kei chind meh?", "age-classes"],
    ["mio figlio di 11 anni deve mettere l'apparecchio ai denti. la cassa di base paga qualcosa?", "dental"],
  ])("%s → %s", (text, id) => {
    expect(topic(text)).toBe(id);
  });
  it("words that only look like those questions", () => {
    // The name of basic insurance is not the obligation asked.
    expect(topic("Bonsoir, j'habite aux Verrières. Que me coûterait la caisse maladie obligatoire ?")).toBeUndefined();
    // Physiotherapy among one's yearly costs is no question about it.
    expect(lookupTopics(normalizeText("tra medico, fisio e medicine spendo sui 3mila franchi all'anno. che franchigia mi conviene?")).map((each) => each.id)).not.toContain("physiotherapy");
    // A move within Switzerland is no arrival, and an arrival no move.
    expect(topic("ich zügle vo bern uf thun")).toBe("moving");
    // A removal of the accident cover with its reason is a change.
    expect(topic("e senza copertura infortuni? lavoro al 100% alle FFS")).toBeUndefined();
  });
  it("each new fact has its law and article, and a translation in every language", () => {
    const sources = {
      "physiotherapy-on-prescription": ["KLV", "Art. 5 Abs. 1 bis 3"],
      "bill-paid-and-refunded": ["KVG", "Art. 42 Abs. 1 bis 3"],
      "claims-expire-after-five-years": ["ATSG", "Art. 24 Abs. 1"],
      "military-service-report-eight-weeks": ["KVV", "Art. 10a Abs. 2"],
    } as const;
    for (const [id, [law, article]] of Object.entries(sources)) {
      expect(factById(id)?.source).toMatchObject({ law, article });
      expect(LAWS).toContain(law);
      for (const catalogue of [frFacts, itFacts, enFacts] as Record<string, { statement: string; source: string }>[]) expect(catalogue[id]?.statement.length).toBeGreaterThan(40);
    }
    expect(factById("physiotherapy-on-prescription")?.statement).toMatch(/neun Sitzungen/);
    expect(factById("military-service-report-eight-weeks")?.statement).toMatch(/acht Wochen/);
    expect(factById("claims-expire-after-five-years")?.statement).toMatch(/fünf Jahre/);
  });
  it("the military answer says both rules", () => {
    const answer = lookupAnswer(LOOKUP_TOPICS.find((each) => each.id === "military")!, lookupCtx("ich gang i d rs"));
    expect(answer).toMatch(/60 Tage/);
    expect(answer).toMatch(/acht Wochen vor Beginn/);
  });
});

describe("a move and the premium region", () => {
  it("says the same region when both places lie in it", () => {
    expect(regionChange(lookupCtx("wenn ich nach steffisburg zügle", { home: { postalCode: "3600" } }))).toMatch(/^Thun und Steffisburg liegen in derselben Prämienregion \(Kanton Bern, Region 2\)/);
  });
  it("names both regions when they differ, from the places said", () => {
    expect(inReplyLanguage("it", () => regionChange(lookupCtx("mi trasloco da Thun a Berna")))).toBe("Bern si trova in un'altra regione di premio (Cantone Berna, regione 1) rispetto a Thun (Cantone Berna, regione 2): lì le casse possono chiedere altri premi.");
  });
  it("says nothing without the place left", () => {
    expect(regionChange(lookupCtx("wenn ich nach steffisburg zügle"))).toBeNull();
  });
});

describe("texting English questions", () => {
  it("'whats' opens a question, and 'in %' asks the change in percent", () => {
    expect(questionOf(normalizeText("whats that in %"), {})).toMatchObject({ kind: "trend" });
    expect(questionOf(normalizeText("whats the cheapest for me"), {})).toMatchObject({ kind: "price" });
  });
});

describe("the last of the round", () => {
  it("the original against the generic is the 40 % co-payment (KLV Art. 38a)", () => {
    expect(topic("la pharmacienne m'a dit que si je prends l'original au lieu du générique je paierai plus, c'est vrai ça ?")).toBe("generics");
    expect(topic("stimmt es, dass ich fürs originalpräparat mehr zahle als fürs generikum?")).toBe("generics");
    expect(factById("medicine-co-payment-forty-percent")?.source).toMatchObject({ law: "KLV", article: "Art. 38a Abs. 1, 2 und 8" });
    expect(factById("medicine-co-payment-forty-percent")?.statement).toMatch(/40 statt 10 Prozent/);
  });
  it("a past year asked about is a tariff year, not a birth year", () => {
    const said = criteria("et en 2025 c'était combien ? pour voir l'évolution");
    expect(said.birthYear).toBeUndefined();
    expect(said.otherTariffYear).toBe(2025);
  });
  it("'ss l'accident' is without it", () => {
    expect(extractAccident(normalizeText("et ss l'accident vu que jtaf a 100% ?"))).toBe(false);
  });
});
