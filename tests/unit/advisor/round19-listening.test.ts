/**
 * @jest-environment node
 */
import { questionOf } from "@/lib/advisor/acts";
import { lookupAnswer } from "@/lib/advisor/answers/lookup-answer";
import { LOOKUP_TOPICS, lookupTopic, lookupTopics } from "@/lib/advisor/answers/lookup-topics";
import { replyLanguageOf } from "@/lib/advisor/conversation-language";
import { extractCriteria, type ExtractContext } from "@/lib/advisor/extract";
import { extractFranchiseWish } from "@/lib/advisor/extract/franchise";
import { extractPersons } from "@/lib/advisor/extract/persons";
import { extractPlace, placeIndex } from "@/lib/advisor/extract/place";
import { detectIntent, isThanksOnly } from "@/lib/advisor/intent";
import { continueOfferCollection } from "@/lib/advisor/offer-collection";
import { pickOffer } from "@/lib/advisor/selection";
import { initialState, type AdvisorState } from "@/lib/advisor/state";
import { normalizeText } from "@/lib/domain/message-text";
import { factById } from "@/lib/facts";
import { inReplyLanguage } from "@/lib/i18n/reply-language";
import { writtenLanguage } from "@/lib/i18n/written-language";
import type { LocalityEntry } from "@/lib/catalog/location-index";
import type { SearchCatalog } from "@/lib/premiums/premium-search";

const entry = (postalCode: string, name: string, municipality: string, bfsNumber: number, canton: string): LocalityEntry => ({ postalCode, name, municipality, bfsNumber, canton, addressShare: 1 });
const noPlaces = [entry("3072", "Ostermundigen", "Ostermundigen", 363, "BE")];
const context = (): ExtractContext => ({
  currentYear: 2026,
  currentMonth: 11,
  expecting: undefined,
  hasPostalCode: false,
  hasBirthYear: false,
  places: placeIndex(noPlaces),
  postalCodes: new Map([["3072", ["ostermundigen"]]]),
  regionOf: () => ({ canton: "BE", region: 1 }),
  insurers: [],
  tariffYears: [2026, 2027],
  tariffYear: 2027,
});
const criteria = (message: string) => extractCriteria(normalizeText(message), context());

// Round 19: the classes behind the misses of German v18 and French, Italian and English v9.
const topic = (text: string) => lookupTopic(normalizeText(text))?.id;
const topics = (text: string) => lookupTopics(normalizeText(text)).map((each) => each.id);
const answer = (id: string, text: string, now = new Date("2026-11-22T12:00:00Z")) =>
  lookupAnswer(LOOKUP_TOPICS.find((each) => each.id === id)!, { catalog: {} as SearchCatalog, now, tariffYear: 2027, text: normalizeText(text) });

describe("rule questions asked in dialect and in the other languages", () => {
  it.each([
    ["ich gang 6 mönet uf weltreis. mues i d grundversicherig wiiterzahle?", "trip-stays-insured"],
    ["et je peux la suspendre pendant que je suis pas là ?", "trip-stays-insured"],
    ["posso sospenderla mentre sono in viaggio?", "trip-stays-insured"],
    ["can I pause it while I travel for a year?", "trip-stays-insured"],
    ["und zahlt die denn im usland, wenn öppis passiert?", "emergency-abroad"],
    ["ha d prämie sit drü mönet nöd zahlt. was passiert jetzt?", "unpaid"],
    ["cha mi d kasse denn usegheie?", "unpaid"],
    ["si j'arrive plus à payer mes primes, la caisse peut me virer ?", "unpaid"],
    ["se non pago i premi cosa succede?", "unpaid"],
    ["lost my job and might not manage the premiums. what happens if i dont pay?", "unpaid"],
    ["und wer zahlt das eigentlich, de bund oder de kanton?", "subsidy-who-pays"],
    ["verlier ich de mini franchise wo i scho zahlt ha, wenn i wächslu?", "deductible-on-switch"],
    ["do I lose what I paid towards my deductible if I switch?", "deductible-on-switch"],
    ["und mues i en grund aagä?", "no-reason-needed"],
    ["je dois donner une raison pour résilier ?", "no-reason-needed"],
    ["und wenn di neu kasse bis im januar nonig bestätigt het, bin i denn ohni versicherig?", "no-new-insurer"],
    ["and if the new insurer is slow and hasn't confirmed by january?", "no-new-insurer"],
    ["und was passiert, wenn i bim telmed ohni aazlüte diräkt zum dokter gang?", "direct-access"],
    ["was bringt mir s standardmodell überhaupt?", "models"],
    ["i bi im standardmodell. chan i jetzt grad is hausarztmodell wächsle oder erscht ufs nächste jahr?", "model-change"],
    ["se prendo il telmed e poi non mi trovo, posso tornare allo standard quando voglio?", "model-change"],
    ["if I don't like it can I switch back to standard in the middle of the year?", "model-change"],
    ["cha me mit 68i überhoupt no wächsle?", "acceptance"],
    ["dörfed die eifach so ufeschlah?", "premium-legal"],
    ["et je dois envoyer la résiliation quand au plus tard ?", "deadline"],
    ["and in hospital do you pay something extra per day?", "hospital"],
    ["whats the difference between the franchise and the 10% thing on my bills?", "cost-sharing"],
    ["abito a Monte Carasso, come faccio a sapere se ho diritto alla RIPAM?", "subsidy"],
  ])("%s → %s", (text, id) => expect(topic(text)).toBe(id));

  it("keeps apart what only looks alike", () => {
    // Suspending the accident cover on a trip is the accident cover, not the insurance on a trip.
    expect(topics("kann ich die unfalldeckung sistieren wenn ich auf reisen bin")).not.toContain("trip-stays-insured");
    // "j'arrive plus à payer" is no arrival in Switzerland; "j'arrive en Suisse" is.
    expect(topics("si j'arrive plus à payer mes primes")).not.toContain("arrival");
    expect(topic("j'arrive en Suisse en janvier, je dois m'assurer quand ?")).toBe("arrival");
    expect(topic("ich zahle die Prämie nicht gern")).toBeUndefined();
  });
});

describe("five new reviewed facts, with their articles, in four languages", () => {
  it.each([
    ["insured-while-domiciled", "KVG", "Art. 3 Abs. 1"],
    ["unpaid-premiums-procedure", "KVG", "Art. 64a Abs. 1 und 2"],
    ["subsidy-federal-contribution", "KVG", "Art. 66 Abs. 2"],
    ["deductible-per-calendar-year", "KVG", "Art. 64 Abs. 2"],
    ["switch-needs-no-reason", "KVG", "Art. 7 Abs. 1 und 2"],
  ])("%s rests on %s %s", (id, law, article) => expect(factById(id)?.source).toMatchObject({ law, article }));

  it("answers unpaid premiums with the reminder, the 30 days and that one stays insured", () => {
    const text = answer("unpaid", "ha d prämie nöd zahlt. was passiert jetzt?");
    expect(text).toMatch(/Mahn/);
    expect(text).toMatch(/30 Tagen/);
    expect(text).toMatch(/bleibst versichert/);
    expect(text).toMatch(/Art\. 64a Abs\. 1 und 2 KVG/);
  });

  it("says the Confederation's share in French and Italian", () => {
    expect(inReplyLanguage("fr", () => answer("subsidy-who-pays", "qui paie, la confédération ou le canton ?"))).toMatch(/Confédération.*7,5 %/);
    expect(inReplyLanguage("it", () => answer("subsidy-who-pays", "chi paga, la confederazione o il cantone?"))).toMatch(/Confederazione.*7,5 %/);
  });
});

describe("'is that still in time?' is answered yes or no first", () => {
  it("yes before the deadline, tight after the posting day", () => {
    expect(answer("how-to-cancel", "wenn i d kündigung morn uf d post bringe, längt s no für 2027?", new Date("2026-11-10T12:00:00Z"))).toMatch(/^Ja, das reicht noch/);
    expect(answer("how-to-cancel", "wenn i d kündigung morn uf d post bringe, längt s no für 2027?", new Date("2026-11-29T12:00:00Z"))).toMatch(/^Ja, aber es ist knapp/);
  });
  it("no 'yes' once the deadline for 1 January has passed", () => {
    expect(answer("how-to-cancel", "wenn ich heute kündige, reicht es noch?", new Date("2026-12-02T12:00:00Z"))).not.toMatch(/^Ja/);
  });
  it("in French and English", () => {
    expect(inReplyLanguage("fr", () => answer("deadline", "c'est encore possible si je résilie demain ?", new Date("2026-11-10T12:00:00Z")))).toMatch(/^Oui, c'est encore possible/);
    expect(inReplyLanguage("en", () => answer("deadline", "is it still in time if I cancel tomorrow?", new Date("2026-11-10T12:00:00Z")))).toMatch(/^Yes, that is still in time/);
  });
});

describe("thanks and goodbyes in any language are thanks", () => {
  it.each(["top, je reviens ce soir avec mes infos, merci !", "parfait merci, bonne fin de dimanche !", "grazie mille, gentilissimo. buona serata", "cheers mate, ur a star"])("%s", (text) => {
    expect(isThanksOnly(normalizeText(text))).toBe(true);
    expect(detectIntent({ text: normalizeText(text), hasCriteria: false, selection: false, personal: false }, initialState())).toBe("thanks");
  });
  it("and answered in the language they are written in", () => {
    expect(writtenLanguage("grazie mille, gentilissimo. buona serata")).toBe("it");
    expect(writtenLanguage("cheers mate, ur a star")).toBe("en");
    expect(writtenLanguage("parfait merci, bonne fin de dimanche !")).toBe("fr");
  });
});

describe("choosing an offer", () => {
  const offers = [{ versicherer: "Atupri" }, { versicherer: "Assura" }, { versicherer: "Sanitas" }];
  it.each([
    ["di zwöiti gfallt mer", 1],
    ["la deuxième me va, je peux avoir une offre ?", 1],
    ["mi interessa la seconda della lista", 1],
    ["the 2nd one looks good, can you get me an offer for that?", 1],
    ["la 3e svp", 2],
  ])("%s → offer %i", (text, position) => expect(pickOffer(normalizeText(text), offers)).toBe(position));
});

describe("contact data keep the conversation's language", () => {
  const english: AdvisorState = { ...initialState(), sprache: "en", conversation_stage: "selected" };
  it("an address with French street names does not turn an English conversation French", () => {
    expect(replyLanguageOf("Priya Raman, Rue de l'Évole 12, 2000 Neuchâtel, priya.raman@proton.me, 078 612 40 19", english)).toBe("en");
  });
  it("a French sentence still does", () => expect(replyLanguageOf("je préfère continuer en français s'il vous plaît", english)).toBe("fr"));
});

describe("the quote's questions do not ask what is known", () => {
  const collecting = (state: Partial<AdvisorState> = {}): AdvisorState => ({
    ...initialState(),
    plz: "1066",
    geburtsjahr: 1990,
    conversation_stage: "offer_collection",
    ausgewaehlt: { versicherer: "Assura", plz: "1066" } as AdvisorState["ausgewaehlt"],
    offertendaten: { step: "name", city: "Epalinges", language: "fr", idempotencyKey: "key-0123456789abcdef" },
    ...state,
  });
  const deps = { catalog: {} as SearchCatalog, now: new Date("2026-11-22T12:00:00Z") };
  const reply = (outcome: Awaited<ReturnType<typeof continueOfferCollection>>) => outcome.actions.map((action) => ("message" in action ? action.message : "")).join(" ");

  it("takes name, address, phone and e-mail at once, says so and asks the day of the birth year it knows", async () => {
    const outcome = await inReplyLanguage("fr", () => continueOfferCollection("offer_data", "Kevin Rochat, chemin des Croisettes 5, 1066 Epalinges, 079 555 12 34, k.rochat@sunrise.ch", collecting(), deps));
    expect(outcome.state.offertendaten).toMatchObject({ firstName: "Kevin", lastName: "Rochat", address: "chemin des Croisettes 5", email: "k.rochat@sunrise.ch", step: "birthDate" });
    expect(reply(outcome)).toMatch(/^Merci, c'est noté\. Vous êtes né\(e\) en 1990 : quel jour exactement \?/);
  });

  it("completes a day and month with the known year", async () => {
    const outcome = await inReplyLanguage("de", () => continueOfferCollection("offer_data", "14.3.", collecting({ offertendaten: { step: "birthDate", firstName: "Lea", lastName: "Iten", address: "Seestrasse 8", idempotencyKey: "key-0123456789abcdef" } }), deps));
    expect(outcome.state.offertendaten?.birthDate).toBe("1990-03-14");
  });

  it("asks the whole date where the year is not known", async () => {
    const outcome = await inReplyLanguage("de", () => continueOfferCollection("offer_data", "Lea Iten, Seestrasse 8", collecting({ geburtsjahr: null }), deps));
    expect(reply(outcome)).toMatch(/Wann bist du geboren\? Bitte als \*\*TT\.MM\.JJJJ\*\*/);
  });
});

describe("who is who in a household", () => {
  const persons = (text: string) => extractPersons(normalizeText(text), 2027, 2026);
  it("an adult's year after a baby named first is the writer's, and the baby born this year joins them", () => {
    expect(persons("mir hei im mai es baby übercho. i bi 1992, mini frou 1994")).toEqual([
      { birthYear: 1992, role: "self" },
      { birthYear: 1994, role: "partner" },
    ]);
    const told = criteria("mir hei im mai es baby übercho. i bi 1992, mini frou 1994, mir wohne in 3072 ostermundige");
    expect(told.persons).toContainEqual({ birthYear: 2026, role: "child" });
  });
  it("'il nostro bimbo nato il 28 ottobre' is born on a day of this year, not in 1928", () => {
    expect(criteria("io 1991, mia moglie 1993 e il nostro bimbo nato il 28 ottobre").persons).toEqual([
      { birthYear: 1991, role: "self" },
      { birthYear: 1993, role: "partner" },
      { birthYear: 2026, role: "child" },
    ]);
  });
  it("Italian two-digit years and 'i ragazzi', the tariff year after 'il totale' is no person", () => {
    expect(persons("vorrei sapere il totale del 2027. io sono del 78, mia moglie dell'80, poi i ragazzi del 2009, 2012 e 2016")).toEqual([
      { birthYear: 1978, role: "self" },
      { birthYear: 1980, role: "partner" },
      { birthYear: 2009, role: "child" },
      { birthYear: 2012, role: "child" },
      { birthYear: 2016, role: "child" },
    ]);
  });
  it("'il mio ragazzo' is a boyfriend", () => expect(persons("il mio ragazzo del 1990 e io del 1992")).toEqual([{ birthYear: 1990, role: "partner" }, { birthYear: 1992, role: "self" }]));
  it("Ticinese 'la mè miee l'è dal 80' is the wife", () => expect(persons("mi a sun dal 77 e la mè miee l'è dal 80")).toContainEqual({ birthYear: 1980, role: "partner" }));
});

describe("places", () => {
  const entries = [
    entry("7603", "Vicosoprano", "Bregaglia", 3792, "GR"),
    entry("7516", "Maloja", "Bregaglia", 3792, "GR"),
    entry("7741", "S. Carlo (Poschiavo)", "Poschiavo", 3561, "GR"),
    entry("7742", "Poschiavo", "Poschiavo", 3561, "GR"),
    entry("6690", "S. Carlo (Val Bavona)", "Cevio", 5310, "TI"),
    entry("1618", "Châtel-St-Denis", "Châtel-Saint-Denis", 2325, "FR"),
    entry("6981", "Banco", "Bedigliora", 5167, "TI"),
    entry("5324", "Full-Reuenthal", "Full-Reuenthal", 4307, "AG"),
  ];
  const regions: Record<number, { canton: string; region: number }> = { 3792: { canton: "GR", region: 2 }, 3561: { canton: "GR", region: 2 }, 5310: { canton: "TI", region: 2 }, 2325: { canton: "FR", region: 2 }, 5167: { canton: "TI", region: 2 }, 4307: { canton: "AG", region: 2 } };
  const place = (text: string) => extractPlace(normalizeText(text), placeIndex(entries), (bfs) => regions[bfs]);
  it.each([
    ["Vicosoprano (Bregaglia), annata 1979. cosa pago x la cassa di base?", "7603"],
    ["sto a San Carlo sopra Poschiavo, 1983, franchigia 2000", "7741"],
    ["Salut ! Châtel-St-Denis, 41 ans. Ça me ferait combien ?", "1618"],
  ])("%s → %s", (text, postalCode) => expect(place(text)).toMatchObject({ kind: "resolved", postalCode }));
  it("'San Carlo' alone is one of two, asked", () => expect(place("abito a San Carlo")?.kind).toBe("ambiguous"));
  it("'in banca' and 'over a full year' name no place", () => {
    expect(place("sono impiegata in banca")).toBeUndefined();
    expect(place("and over a full year that's how much?")).toBeUndefined();
  });
});

describe("price questions in dialect and in Italian", () => {
  it.each([
    "was koschtat mi d krankakassa mit 300er franchise?",
    "waas kostet grunversicherung mit hausartzmodell",
    "denn säg mer was i ab januar zahl",
    "was choschte mini zwöi buebe, 2014 u 2017?",
    "sono del 53, vorrei sapere cosa pago di assicurazione malattia",
    "ho messo la franchigia a 2'500: che premio mi aspetta?",
    "Ça me ferait combien par mois l'an prochain ?",
  ])("%s", (text) => expect(questionOf(normalizeText(text), {})?.kind).toBe("price"));
  it("'kostet das eigentlich etwas?' asks about the service, not a premium", () => expect(questionOf(normalizeText("kostet das eigentlich etwas?"), {})).toBeNull());
});

describe("more of the same classes", () => {
  it("SMS French and typos of 'accident' are read as words", () => {
    expect(normalizeText("slt c cmb pr 1 mec de 93 franchise mille avk acidan")).toBe("slt c combien pour 1 mec de 93 franchise mille avec accident");
    expect(normalizeText("jsui etudiante jai pa de patron")).toBe("je suis etudiante j ai pa de patron");
    expect(normalizeText("c pr lannee pro hein")).toBe("c pour l annee prochaine hein");
    expect(normalizeText("e senza l'infurtüni?")).toBe("e senza l infortuni ?");
  });
  it.each([
    ["Les primes 2027 elles sont définitives ou ça peut encore bouger ?", "premium-legal"],
    ["je veux changer de caisse tout de suite, c possible pour le 1er décembre ?", "deadline"],
    ["hüt isch jo scho de 22. – längt s no, wenn i morn kündige?", "deadline"],
    ["jsui etudiante jai pa de patron, faut prendre l'acident dans ma caisse ??", "accident-question"],
    ["et si jfais un ptit job de 6h par semaine a coté ?", "accident"],
    ["mues me eigentlich bur sii, zum det inezcho?", "acceptance"],
    ["mini tochter isch 2008 gebore. zahlt si 2027 no e chinderprämie?", "age-classes"],
    ["was mues i bi emne spitalufenthalt sälber zahle?", "hospital"],
  ])("%s → %s", (text, id) => expect(topic(text)).toBe(id));
  it("no employer: the accident cover is needed", () => {
    expect(answer("accident-question", "jsui etudiante jai pa de patron, faut prendre l'acident dans ma caisse ??")).toMatch(/Ja, du brauchst die Unfalldeckung/);
  });
  it("'hüt isch de 22.' is a date, not a birth year", () => {
    expect(criteria("hüt isch jo scho de 22. – längt s no, wenn i morn kündige?").birthYear).toBeUndefined();
  });
  it("a premium going from one amount to another: the amount paid now", () => {
    const said = criteria("Concordia m'écrit que ma prime passe de 626.70 à 636.- en 2027. Standard, franchise 300 avec accident");
    expect(said.currentPremium).toBe(626.7);
    expect(said.currentPremiumYear).toBeUndefined();
  });
  it("the insurer of the letter, and the insurer and product that end a sentence, in a message saying what one pays", () => {
    const insurers = [{ code: "455", name: "ÖKK" }, { code: "290", name: "Concordia" }];
    const letter = extractCriteria(normalizeText("ÖKK letter just came: my premium goes from 503.40 to 522.40 in January. Chur, standard model"), { ...context(), insurers });
    expect(letter.currentInsurer).toMatchObject({ code: "455" });
    const product = extractCriteria(normalizeText("Basle 4054 here. Concordia smartDoc, 2500 deductible without accident, I pay 449.20. born 1992."), { ...context(), insurers });
    expect(product.currentInsurer).toMatchObject({ code: "290" });
  });
  it("questions read from the words", () => {
    expect(questionOf(normalizeText("franchise 0 oder 600, was isch gschiider?"), {})).toEqual({ kind: "franchises", franchises: [0, 600] });
    expect(questionOf(normalizeText("was kostet es mit 500 oder mit 2000 franchise?"), {})).toEqual({ kind: "franchises", franchises: [500, 2000] });
    expect(questionOf(normalizeText("und nur für mini frau?"), {})).toMatchObject({ kind: "price", person: "partner" });
    expect(questionOf(normalizeText("was han i das jahr zahlt und was zahl i nächst jahr?"), {})).toEqual({ kind: "trend" });
  });
});

describe("the highest and the lowest deductible, also said short", () => {
  it.each([
    ["bon... et si je mets la franchise au max ?", "highest"],
    ["e con quella piu bassa?", "lowest"],
    ["and with the highest?", "highest"],
    ["und mit der tiefsten?", "lowest"],
  ])("%s → %s", (text, wish) => expect(extractFranchiseWish(normalizeText(text))).toBe(wish));
  it("'la più economica' is the cheapest offer, not a deductible", () => expect(extractFranchiseWish(normalizeText("e la più economica?"))).toBeUndefined());
  it("'pendant l'ER' is the recruit school", () => expect(topic("et si je tombe malade pendant l'ER, c'est qui qui paie ?")).toBe("military"));
});
