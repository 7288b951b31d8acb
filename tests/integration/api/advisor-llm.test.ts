import { MockLanguageModelV3 } from "ai/test";
import type { EngineDeps } from "@/lib/advisor/engine-deps";
import { advisorTurnWithModel, amountsBackedByTools } from "@/lib/advisor/llm/llm-advisor";
import { initialState } from "@/lib/advisor/state";
import { formatChf } from "@/lib/domain/premium-value";
import { getCatalog, type Catalog } from "@/lib/catalog/catalog";
import { useCatalog } from "../../support/premium-data";
import { say, toolCall } from "../../support/mock-model-steps";

// The advisor's language-model path, driven by the AI SDK's mock model against the real index.
let deps: EngineDeps;
useCatalog();
beforeAll(async () => {
  deps = { catalog: (await getCatalog()) as Catalog, now: new Date("2026-11-22T12:00:00Z"), newIdempotencyKey: () => "llm-test-key-0123456789" };
}, 300_000);

const search = { postalCode: "8001", birthYear: 1990, modelCode: "standard", franchiseAmount: 300, accidentCoverage: true };

describe("advisor with a language model", () => {
  it("searches premiums through the tool and shows the offers with the index's figures", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [toolCall("sucheAngebote", search), say(`Ich habe 27 Angebote gefunden. Am günstigsten ist SLKK mit ${formatChf(633)} pro Monat.`)],
    });
    const answer = await advisorTurnWithModel("8001 Zürich, Jahrgang 1990, Standard, 300, mit Unfall", initialState(), deps, model);
    expect(answer?.actions[0]).toMatchObject({ type: "show_offers", payload: { filters: { ...search, sortBy: "price_asc" } } });
    expect(answer?.actions[0]?.message).toContain("SLKK");
    expect(answer?.state).toMatchObject({ plz: "8001", geburtsjahr: 1990, conversation_stage: "offers" });
    expect(answer?.state.angebote[0]).toMatchObject({ versicherer: "SLKK", monatspraemie: 633 });
    // The tool result the model saw came from the index.
    const secondCall = model.doGenerateCalls[1]!;
    expect(JSON.stringify(secondCall.prompt)).toContain("633");
  });

  it("drops an answer that names a premium no tool returned", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [toolCall("sucheAngebote", search), say("Am günstigsten ist SLKK mit CHF 199.00 pro Monat.")],
    });
    expect(await advisorTurnWithModel("8001, 1990", initialState(), deps, model)).toBeNull();
  });

  it("answers a question with the knowledge base and its sources", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [toolCall("suchInformationen", { frage: "Wie hoch ist der Selbstbehalt?" }), say("Der Selbstbehalt ist 10 % der Kosten über der Franchise, höchstens CHF 700 pro Jahr.")],
    });
    const answer = await advisorTurnWithModel("Wie hoch ist der Selbstbehalt?", initialState(), deps, model);
    expect(answer?.actions[0]?.type).toBe("ai_response");
    expect(answer?.actions[0]?.message).toContain("Quellen: Wie hoch ist der Selbstbehalt? (/faq)");
  });

  it("tells the model to answer in the person's language and labels the sources in it", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [toolCall("suchInformationen", { frage: "quote-part" }), say("La quote-part est de 10 % des coûts au-delà de la franchise.")],
    });
    const answer = await advisorTurnWithModel("c'est quoi la quote-part exactement ?", initialState(), deps, model);
    const system = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(system).toContain("Antworte auf Französisch");
    expect(system).toContain("vous");
    expect(system).not.toContain("Antworte auf Deutsch");
    expect(answer?.actions[0]?.message).toMatch(/\n\nSources: /);
    expect(answer?.state.sprache).toBe("fr");
    // A message without words of its own keeps the conversation's language.
    const next = new MockLanguageModelV3({ doGenerate: [say("D'accord.")] });
    await advisorTurnWithModel("8001", answer!.state, deps, next);
    expect(JSON.stringify(next.doGenerateCalls[0]!.prompt)).toContain("Antworte auf Französisch");
    // German stays German, in the du form.
    const german = new MockLanguageModelV3({ doGenerate: [say("Hallo!")] });
    await advisorTurnWithModel("Hallo, ich suche eine Krankenkasse", initialState(), deps, german);
    expect(JSON.stringify(german.doGenerateCalls[0]!.prompt)).toContain("Antworte auf Deutsch, freundlich und in der Du-Form.");
  });

  it("gives up when the model takes longer than the time limit (the rule engine then answers)", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(new Error("Zeitüberschreitung")))),
    });
    await expect(advisorTurnWithModel("Hallo", initialState(), deps, model, 50)).rejects.toThrow();
  });

  it("checks amounts against the tools' results", () => {
    expect(amountsBackedByTools("Prämie CHF 633.00", [{ monatspraemie: 633 }])).toBe(true);
    expect(amountsBackedByTools("Prämie CHF 1’234.50", [{ x: 1234.5 }])).toBe(true);
    expect(amountsBackedByTools("Prämie CHF 99.90", [{ x: 633 }])).toBe(false);
    expect(amountsBackedByTools("Wie kann ich helfen?", [])).toBe(true);
  });
});
