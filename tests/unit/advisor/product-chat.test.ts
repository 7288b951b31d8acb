/**
 * @jest-environment node
 */
import { formatChf } from "@/lib/domain/premium-value";
import { answerProductQuestion, modelCodeOf, priceFromContext, productChatSchema } from "@/lib/knowledge/product-chat";

const system = { role: "system" as const, content: "Produkt: KPT, Modell Telmed, Kanton Zürich, Altersgruppe Erwachsene, Monatsprämie CHF 413.30." };
const ask = (question: string, model = "telmed") =>
  answerProductQuestion({ messages: [system, { role: "user", content: question }], insurer: "KPT", model });

describe("product chat", () => {
  it("answers from the model's feature sheet", () => {
    expect(ask("Wer ist meine erste Anlaufstelle?")).toBe("Deine erste Anlaufstelle bei KPT (Telmed): Die telemedizinische Beratungsstelle.");
    expect(ask("Gibt es Videoberatung?")).toBe("Videoberatung: ja.");
    expect(ask("Kann ich zum Spezialisten?", "hausarzt")).toBe("Spezialisten: Mit Überweisung der Hausarztpraxis.");
    expect(ask("Wie ist das im Notfall?")).toContain("Im Notfall bekommst du die nötige Behandlung direkt");
    // Basic insurance has no waiting periods (Art. 4 KVG) and no capped extras: its benefits are the law's (Art. 34 KVG).
    expect(ask("Gibt es eine Wartefrist bei Mutterschaft?")).toBe("Wartefristen: keine – die Grundversicherung kennt keine Wartefristen (Art. 4 KVG).");
    expect(ask("Welche Zusatzleistungen gibt es?")).toContain("bei jeder Krankenkasse gleich (Art. 34 KVG)");
    expect(ask("Welche Zusatzleistungen gibt es?")).not.toContain("CHF 500");
  });

  it("answers the price from the context's monthly premium", () => {
    expect(ask("Was kostet das pro Jahr?")).toContain(`${formatChf(413.3)} pro Monat, also ${formatChf(4959.6)} pro Jahr`);
    expect(priceFromContext([system])).toBe(413.3);
  });

  it("says plainly when it does not know", () => {
    expect(ask("Wie ist die Kundenzufriedenheit?")).toMatch(/^Das weiss ich leider nicht\./);
  });

  it("reads model codes and names and validates the request", () => {
    expect(modelCodeOf("Hausarzt")).toBe("hausarzt");
    expect(modelCodeOf("hmo")).toBe("hmo");
    expect(productChatSchema.safeParse({ messages: [], insurer: "KPT", model: "telmed" }).success).toBe(false);
    expect(productChatSchema.safeParse({ messages: [system], insurer: "KPT", model: "telmed" }).success).toBe(false);
  });
});

describe("product chat with a language model", () => {
  it("gives the model the context and the feature sheet, and answers its text", async () => {
    const { MockLanguageModelV3 } = await import("ai/test");
    const { answerWithModel } = await import("@/lib/knowledge/product-chat-model");
    const model = new MockLanguageModelV3({
      doGenerate: {
        content: [{ type: "text", text: "Bei Telmed rufst du zuerst die Beratungsstelle an." }],
        finishReason: { unified: "stop", raw: undefined },
        usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
        warnings: [],
      },
    });
    const answer = await answerWithModel({ messages: [system, { role: "user", content: "Wohin zuerst?" }], insurer: "KPT", model: "telmed" }, model);
    expect(answer).toBe("Bei Telmed rufst du zuerst die Beratungsstelle an.");
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("Monatsprämie CHF 413.30");
    expect(prompt).toContain("Die telemedizinische Beratungsstelle");
  });
});
