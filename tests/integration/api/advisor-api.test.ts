import { POST as knowledgeSearch } from "@/app/api/knowledge-search/route";
import { POST as productChat } from "@/app/api/knowledge/chat/route";
import { POST as optimize } from "@/app/api/orchestrator/optimize-franchise/route";
import { POST as process_ } from "@/app/api/orchestrator/process/route";
import { POST as premiumSearch } from "@/app/api/premiums/search/route";
import { POST as sessionReset } from "@/app/api/session/reset/route";
import type { AdvisorResponse } from "@/lib/advisor/actions";
import type { FranchiseOptimization } from "@/lib/advisor/franchise-optimization";
import type { AdvisorState } from "@/lib/advisor/state";
import { getDatabase } from "@/lib/db";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { open } from "@/lib/leads/lead-crypto";
import { leadKeyring } from "@/lib/leads/lead-keyring";
import type { SealedCustomer } from "@/lib/leads/lead-record";
import { useCatalog } from "../../support/premium-data";

useCatalog();

const request = (url: string, body: unknown) =>
  new Request(`http://test${url}`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });
const turn = async (userInput: string, state?: AdvisorState) => {
  const response = await process_(request("/api/orchestrator/process", { userInput, state }));
  expect(response.status).toBe(200);
  return (await response.json()) as AdvisorResponse;
};
const conversation = async (...messages: string[]) => {
  let answer: AdvisorResponse | undefined;
  for (const message of messages) answer = await turn(message, answer?.state);
  return answer!;
};

describe("POST /api/orchestrator/process", () => {
  it("shows offers as soon as postal code and birth year are known, with the index's cheapest premium", async () => {
    const answer = await conversation("Hallo", "8001 Zürich", "Jahrgang 1990, Standard, Franchise 300, mit Unfall");
    expect(answer.shouldUpdateFilters).toBe(true);
    expect(answer.filters).toEqual({ postalCode: "8001", birthYear: 1990, accidentCoverage: true, franchiseAmount: 300, modelCode: "standard", sortBy: "price_asc" });
    const show = answer.actions.find((action) => action.type === "show_offers");
    // The premium search test fixes these figures: 27 premiums, the cheapest SLKK at CHF 633.00 in 2027,
    // the year shown from 20 September 2026 on.
    expect(show?.message).toContain("**27 Angebote**");
    expect(show?.message).toContain(`**SLKK** (Standard) mit **${formatChf(633)}** pro Monat`);
    expect(answer.state).toMatchObject({ plz: "8001", geburtsjahr: 1990, modell: "standard", franchise: 300, unfalldeckung: true, conversation_stage: "offers" });
    expect(answer.state.angebote[0]).toMatchObject({ versicherer: "SLKK", monatspraemie: 633 });
    // The page the advisor searched travels with the action: the results panel's own request would answer the same.
    const own = await (await premiumSearch(request("/api/premiums/search", { ...answer.filters, limit: 50, offset: 0 }))).json();
    expect(show?.type === "show_offers" && show.payload.response).toEqual(own);
  });

  it("compares the offers with the current insurer if nothing changes, and searches the year chosen in the results panel", async () => {
    const answer = await conversation("8001 Zürich, Jahrgang 1990, Standard, Franchise 300", "ich bin bei der CSS im Standardmodell");
    expect(answer.state).toMatchObject({ aktuelle_kasse: "8", aktuelles_modell: "standard", modell: "standard" });
    expect(answer.filters).toMatchObject({ currentInsurerCode: "8", currentModelCode: "standard" });
    const show = answer.actions.find((action) => action.type === "show_offers")!;
    // 2027: CSS standard CHF 718.00, SLKK CHF 633.00 (data README).
    expect(show.message).toContain(`Wenn du nichts änderst, zahlst du 2027 bei **CSS** (Standard, Grundversicherung, Franchise ${formatChfAmount(300)}) **${formatChf(718)}** pro Monat.`);
    // Like for like: the cheapest offer in the same model with the same deductible and cover.
    expect(show.message).toContain(`gleicher Unfalldeckung ist **SLKK** mit ${formatChf(633)}: Es spart dir **${formatChf(85)}** pro Monat, also **${formatChf(1020)}** im Jahr.`);
    // The notice deadline of the next switch (from switchDeadlines on the day the test runs).
    expect(show.message).toMatch(/Kündigung (?:muss )?bis \**\d{1,2}\. [A-Za-zä]+ 20\d\d/);
    // The year switch above the results sets the state's year: the next turn talks about 2026.
    const in2026 = await turn("zeig mir die Angebote", { ...answer.state, tarifjahr: 2026 });
    expect(in2026.filters).toMatchObject({ tariffYear: 2026 });
    expect(in2026.state.angebote[0]).toMatchObject({ versicherer: "SLKK", monatspraemie: 605.2, tarifjahr: 2026 });
  });

  it("starts by asking for postal code and birth year, one question at a time", async () => {
    const first = await turn("Hallo");
    expect(first.actions).toEqual([{ type: "ask_user", message: expect.stringContaining("**PLZ oder deinen Wohnort**") }]);
    const second = await turn("ich bin 1985 geboren", first.state);
    expect(second.actions[0]?.message).toContain("In welcher **PLZ oder welchem Ort** wohnst du?");
  });

  it("never trusts premiums in the state: a forged premium is replaced by the index's", async () => {
    const shown = await conversation("8001, 1990, Standard, Franchise 300, mit Unfall");
    const forged = { ...shown.state, angebote: shown.state.angebote.map((offer) => ({ ...offer, monatspraemie: 1 })) };
    const selected = await turn("ich nehme das erste", forged);
    expect(selected.state.ausgewaehlt?.monatspraemie).toBe(633);
    expect(selected.actions[0]?.message).toContain(formatChf(633));
  });

  it("asks which municipality when a postal code spans several premium regions", async () => {
    const answer = await turn("PLZ 4600, Jahrgang 1980");
    expect(answer.state.conversation_stage).toBe("choose_location");
    expect(answer.actions[0]?.message).toContain("mehrere Gemeinden");
    const chosen = await turn("1", answer.state);
    expect(chosen.actions.at(-1)?.type).toBe("show_offers");
    expect(chosen.filters?.bfsNumber).toBe(answer.state.orte[0]?.bfs);
  });

  it("collects the offer data in the chat and creates an encrypted lead through the quote service", async () => {
    const selected = await conversation("8001, 1990, Standard, Franchise 300, mit Unfall", "ich nehme das erste");
    const collect = await turn("ja gerne", selected.state);
    expect(collect.actions[0]).toMatchObject({ type: "collect_offer_data", payload: { selected: { name: "SLKK", monthlyPremium: 633 } } });
    let state = collect.state;
    const invalidPhone = await turn("Anna Muster", state).then((a) => turn("Bahnhofstrasse 1", a.state)).then((a) => turn("17.05.1990", a.state)).then((a) => turn("Frau", a.state)).then((a) => turn("12", a.state));
    expect(invalidPhone.actions[0]?.message).toContain("Ungültige Telefonnummer");
    state = (await turn("079 123 45 67", invalidPhone.state)).state;
    const consent = await turn("anna.muster@example.ch", state);
    expect(consent.actions[0]?.message).toContain("Darf ich deine Angaben");
    const done = await turn("ja", consent.state);
    expect(done.state.conversation_stage).toBe("done");
    const quoteId = done.state.offertendaten.quoteId!;
    expect(done.actions[0]?.message).toContain(quoteId);

    const db = await getDatabase();
    const lead = await db.prisma.lead.findUniqueOrThrow({ where: { id: quoteId } });
    const customer = open<SealedCustomer>(leadKeyring(), lead.id, lead.customerData);
    expect(customer).toMatchObject({ firstName: "Anna", lastName: "Muster", email: "anna.muster@example.ch", phone: "079 123 45 67", dateOfBirth: "1990-05-17", address: "Bahnhofstrasse 1", zipCode: "8001", city: "Zürich", gender: "female", language: "de" });

    // The same consent sent again (a retry) does not create a second lead.
    const again = await turn("ja", consent.state);
    expect(again.state.offertendaten.quoteId).toBe(quoteId);
    expect(await db.prisma.lead.count({ where: { idempotencyKey: lead.idempotencyKey } })).toBe(1);
  });

  it("refuses bad and oversized input with a clear German 400", async () => {
    const long = await process_(request("/api/orchestrator/process", { userInput: "a".repeat(2001) }));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ details: "Deine Nachricht ist zu lang. Bitte schreib höchstens 2000 Zeichen." });
    const empty = await process_(request("/api/orchestrator/process", { userInput: "   " }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).details).toBe("Bitte schreib eine Nachricht.");
    const broken = await process_(request("/api/orchestrator/process", "{nope"));
    expect(broken.status).toBe(400);
    const huge = await process_(request("/api/orchestrator/process", { userInput: "Hallo", state: { ort: "x".repeat(70_000) } }));
    expect(huge.status).toBe(413);
    const badState = await process_(request("/api/orchestrator/process", { userInput: "Hallo", state: { plz: "abc" } }));
    expect(badState.status).toBe(400);
  });
});

describe("POST /api/orchestrator/optimize-franchise", () => {
  it("computes the best deductible with the product's real premium at every deductible", async () => {
    const shown = await conversation("8001, 1990, Standard, Franchise 300, mit Unfall");
    const response = await optimize(request("/api/orchestrator/optimize-franchise", { angebote: shown.state.angebote.slice(0, 1) }));
    expect(response.status).toBe(200);
    const { optimization } = (await response.json()) as { optimization: FranchiseOptimization };
    expect(optimization.varianten.map((v) => v.franchise)).toEqual([300, 500, 1000, 1500, 2000, 2500]);
    // Default expected costs CHF 1000: total = annual premium + deductible part + 10 % of the rest (max 700).
    for (const row of optimization.varianten) {
      const part = Math.min(1000, row.franchise);
      const copay = Math.min(0.1 * Math.max(1000 - row.franchise, 0), 700);
      expect(row.gesamtkosten).toBeCloseTo(row.jahrespraemie + part + copay, 2);
    }
    const best = optimization.varianten.reduce((a, b) => (b.gesamtkosten < a.gesamtkosten ? b : a));
    expect(optimization.empfehlung).toEqual({ franchise: best.franchise, gesamtkosten: best.gesamtkosten, jahrespraemie: best.jahrespraemie, selbstbehalt: best.selbstbehalt });
    expect(optimization.erklaerung).toContain(formatChfAmount(1000));
    expect(optimization.erklaerung).toContain(`**Franchise ${formatChfAmount(best.franchise)}**`);
    expect(optimization.erklaerung).toContain(formatChfAmount(best.gesamtkosten));
  });

  it("explains in the language of the page that asks (Accept-Language), as the chat's reply it completes", async () => {
    const shown = await conversation("8001, 1990, Standard, Franchise 300, mit Unfall");
    const body = JSON.stringify({ angebote: shown.state.angebote.slice(0, 1), erwarteteKosten: 3000 });
    const ask = (language?: string) =>
      optimize(new Request("http://test/api/orchestrator/optimize-franchise", { method: "POST", body, headers: language ? { "accept-language": language } : {} }));
    const french = ((await (await ask("fr")).json()) as { optimization: FranchiseOptimization }).optimization;
    const german = ((await (await ask()).json()) as { optimization: FranchiseOptimization }).optimization;
    expect(french.empfehlung).toEqual(german.empfehlung);
    expect(german.erklaerung).toContain("Bei erwarteten Gesundheitskosten");
    expect(french.erklaerung).not.toMatch(/\b(?:Bei|erwarteten|Gesundheitskosten|Jahresprämie|Selbstbehalt|pro Jahr)\b/);
    expect(french.erklaerung).toContain(formatChfAmount(3000));
  });

  it("answers 400 for missing offers and 404 for an offer the index does not know", async () => {
    expect((await optimize(request("/api/orchestrator/optimize-franchise", { erwarteteKosten: 1000 }))).status).toBe(400);
    const fake = { id: "p2026-doesnotexist", versicherer: "X", versichererCode: "1", modell: "standard", franchise: 300, monatspraemie: 1, plz: "8001", geburtsjahr: 1990, unfalldeckung: true };
    expect((await optimize(request("/api/orchestrator/optimize-franchise", { angebote: [fake] }))).status).toBe(404);
    expect((await optimize(request("/api/orchestrator/optimize-franchise", { angebote: [fake], erwarteteKosten: -5 }))).status).toBe(400);
  });
});

describe("POST /api/knowledge-search", () => {
  it("answers in German sentences and cites the pages used", async () => {
    const response = await knowledgeSearch(request("/api/knowledge-search", { query: "Wie hoch ist der Selbstbehalt? Schweiz Krankenversicherung" }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { content: string; citations: { title: string; url: string }[] };
    expect(answer.content).toContain("CHF 700");
    expect(answer.citations).toContainEqual({ title: "Wie hoch ist der Selbstbehalt?", url: "/faq" });
  });

  it("refuses an empty or oversized query", async () => {
    expect((await knowledgeSearch(request("/api/knowledge-search", { query: " " }))).status).toBe(400);
    expect((await knowledgeSearch(request("/api/knowledge-search", { query: "x".repeat(3000) }))).status).toBe(400);
  });
});

describe("POST /api/knowledge/chat", () => {
  const body = (question: string) => ({
    messages: [
      { role: "system", content: "Produkt: SLKK, Modell Standard, Kanton Zürich, Altersgruppe Erwachsene, Monatsprämie CHF 633.00." },
      { role: "user", content: question },
    ],
    insurer: "SLKK",
    model: "standard",
  });
  it("answers a question about the product from its feature sheet", async () => {
    const response = await productChat(request("/api/knowledge/chat", body("Kann ich meinen Arzt frei wählen?")));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ response: "Freie Arztwahl: ja. Erste Anlaufstelle: Keine, du wählst frei." });
  });
  it("refuses bad and oversized input", async () => {
    expect((await productChat(request("/api/knowledge/chat", { messages: [], insurer: "SLKK", model: "standard" }))).status).toBe(400);
    expect((await productChat(request("/api/knowledge/chat", body("x".repeat(5000))))).status).toBe(400);
    expect((await productChat(request("/api/knowledge/chat", "x".repeat(70_000)))).status).toBe(413);
  });
});

describe("POST /api/session/reset", () => {
  it("answers ok", async () => {
    const response = sessionReset();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
