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
    expect(ask("Wie ist das im Notfall?")).toContain("Im Notfall direkt in jede Notaufnahme");
    expect(ask("Gibt es eine Wartefrist bei Mutterschaft?")).toBe("Wartefristen: Mutterschaft: 365 Tage.");
    expect(ask("Welche Zusatzleistungen gibt es?")).toContain("Komplementärmedizin bis CHF 500 pro Jahr");
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
