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

  it("answers in the question's language, else the page's, reading the price from the context in any language", () => {
    const french = { role: "system" as const, content: "Produit : KPT, modèle Médecin de famille, canton Genève, classe d'âge Adultes, prime mensuelle CHF\u00a0605.20." };
    const askIn = (context: typeof system, question: string, page?: "de" | "fr" | "it" | "en", model = "hausarzt") =>
      answerProductQuestion({ messages: [context, { role: "user", content: question }], insurer: "KPT", model }, page);
    expect(priceFromContext([french])).toBe(605.2);
    expect(askIn(french, "ça coûte combien par an ?", "fr")).toBe(`La prime de ce produit s'élève à ${formatChf(605.2)} par mois, soit ${formatChf(7262.4)} par an (franchise et couverture accidents comme dans votre recherche).`);
    expect(askIn(french, "je peux aller directement chez le spécialiste ?", "fr")).toMatch(/^Spécialistes : /);
    expect(askIn(french, "et en cas d'urgence ?", "fr")).toMatch(/^Urgences : /);
    // The page's language answers a question whose words do not say theirs.
    expect(askIn(french, "dentiste ?", "fr")).toMatch(/^Non couvert : /);
    const italian = { role: "system" as const, content: "Prodotto: KPT, modello Telmed, cantone Ticino, classe d'età Adulti, premio mensile CHF 512.40." };
    expect(askIn(italian, "quanto costa al mese?", "it", "telmed")).toContain(formatChf(512.4));
    expect(askIn(italian, "chi devo chiamare per primo?", "it", "telmed")).toContain("Il tuo primo punto di contatto presso KPT (Telmed): ");
    expect(askIn(italian, "c'è un periodo di attesa per la gravidanza?", "it", "telmed")).not.toMatch(/Wartefrist/);
    const english = { role: "system" as const, content: "Product: KPT, model Telmed, canton Zug, age group Adults, monthly premium CHF 398.10." };
    expect(askIn(english, "how much is it per year?", "en", "telmed")).toContain(`${formatChf(398.1)}`);
    expect(askIn(english, "is there a video consultation?", "en", "telmed")).toMatch(/^Video consultation: yes\.$/i);
    // Nothing in the sheet: said in the question's language, naming the model as that language does.
    expect(askIn(english, "customer satisfaction?", "en", "hausarzt")).toMatch(/^(?!Das weiss).*KPT \(Family doctor\)/);
    // A German question on a French page is answered in German.
    expect(askIn(french, "Was kostet das pro Jahr?", "fr")).toContain("pro Monat");
  });

  it("reads model codes and names and validates the request", () => {
    expect(modelCodeOf("Hausarzt")).toBe("hausarzt");
    expect(modelCodeOf("hmo")).toBe("hmo");
    expect(modelCodeOf("Médecin de famille")).toBe("hausarzt");
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
    expect(prompt).toContain("Antworte auf Deutsch");
  });

  it("gives the model the sheet in the question's language and tells it to answer in it", async () => {
    const { MockLanguageModelV3 } = await import("ai/test");
    const { answerWithModel } = await import("@/lib/knowledge/product-chat-model");
    const model = new MockLanguageModelV3({
      doGenerate: {
        content: [{ type: "text", text: "Vous appelez d'abord le centre de télémédecine." }],
        finishReason: { unified: "stop", raw: undefined },
        usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
        warnings: [],
      },
    });
    await answerWithModel({ messages: [system, { role: "user", content: "je dois appeler qui en premier ?" }], insurer: "KPT", model: "telmed" }, model, "fr");
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("Antworte auf Französisch");
    expect(prompt).toContain("Télémédecine : ");
    expect(prompt).not.toContain("Telemedizin: ");
  });
});
