/**
 * @jest-environment node
 */
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { initialState } from "@/lib/advisor/initial-state";
import { extractAccident } from "@/lib/advisor/extract/accident";
import { extractFranchiseWish } from "@/lib/advisor/extract/franchise";
import { detectIntent } from "@/lib/advisor/intent";
import { normalizeText } from "@/lib/domain/message-text";

/** Rule questions, greetings, deductible wishes and accident cover in French, Italian and English. */
const topic = (text: string) => lookupTopic(normalizeText(text))?.id;

describe("rule questions in French, Italian and English", () => {
  it.each([
    ["jusqu'à quand je peux résilier ma caisse maladie ?", "deadline"],
    ["entro quando devo disdire la cassa malati?", "deadline"],
    ["what's the deadline to cancel?", "deadline"],
    ["et si ma lettre arrive le 2 décembre ?", "late-cancellation"],
    ["comment je résilie ?", "how-to-cancel"],
    ["come faccio la disdetta?", "how-to-cancel"],
    ["does basic insurance cover the dentist?", "dental"],
    ["l'assicurazione di base paga il dentista?", "dental"],
    ["il faut prendre l'accident pour elle ?", "accident-question"],
    ["do I need accident cover if I work 3 days a week?", "accident-question"],
    ["come chiedo la riduzione dei premi in Ticino?", "subsidy"],
    ["where do I apply for a premium subsidy in Zurich?", "subsidy"],
    ["est-ce que la nouvelle caisse peut me refuser ?", "acceptance"],
    ["et si je ne fais rien, mon contrat continue ?", "renewal"],
  ])("%s → %s", (question, id) => {
    expect(topic(question)).toBe(id);
  });

  it("takes no message that only gives data for a question", () => {
    expect(topic("franchise 2500 sans accident, 1003 Lausanne, née en 1990")).toBeUndefined();
    expect(topic("6900 Lugano, 1985, senza infortunio")).toBeUndefined();
    expect(topic("8001 Zurich, born 1990, without accident")).toBeUndefined();
    expect(topic("8001 zürich 1990 ohne unfall")).toBeUndefined();
  });
});

describe("greetings and thanks in French, Italian and English", () => {
  const intent = (text: string) => detectIntent({ text: normalizeText(text), hasCriteria: false, selection: false, personal: false }, initialState());

  it.each(["coucou", "bonsoir", "buongiorno!", "buonasera", "salve", "hello!", "good morning"])("greets back on %s", (text) => {
    expect(intent(text)).toBe("greeting");
  });

  it.each(["grazie mille", "thank you!", "merci beaucoup"])("thanks back on %s", (text) => {
    expect(intent(text)).toBe("thanks");
  });
});

describe("the highest and lowest deductible and accident cover in French, Italian and English", () => {
  const wish = (text: string) => extractFranchiseWish(normalizeText(text));

  it.each([
    ["avec la franchise la plus basse", "lowest"],
    ["telmed con la franchigia più alta", "highest"],
    ["and w/ max deductible?", "highest"],
    ["franchise maximale svp", "highest"],
    ["lowest deductible please", "lowest"],
    ["franchigia minima", "lowest"],
    ["die höchste Franchise", "highest"],
  ])("%s → %s", (text, expected) => {
    expect(wish(text)).toBe(expected);
  });

  it("reads no wish in an amount", () => {
    expect(wish("franchise 2500")).toBeUndefined();
    expect(wish("sans accident franchise 300")).toBeUndefined();
  });

  it("reads w/o accident as without", () => {
    expect(extractAccident(normalizeText("cheapest insurnace w/o accident pls"))).toBe(false);
  });
});
