/**
 * @jest-environment node
 */
import { questionOf } from "@/lib/advisor/acts";
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { extractAccident } from "@/lib/advisor/extract/accident";
import { normalizeText } from "@/lib/domain/message-text";

// Round 10 (blind sets German v11 and French, Italian, English): what people ask in four languages.
const question = (text: string) => questionOf(normalizeText(text), {});
const topic = (text: string) => lookupTopic(normalizeText(text))?.id;

describe("questions asked in four languages", () => {
  it.each([
    "und für d chind allei?",
    "et les enfants seuls ?",
    "e solo i bambini?",
    "and the kids alone?",
    "nur für die Kinder bitte",
  ])("%s asks the children's premiums", (text) => {
    expect(question(text)).toMatchObject({ kind: "price", children: true });
  });

  it.each([
    "und mit Unfall, wie viel mehr ist das?",
    "et avec accident, ça fait combien de plus ?",
    "e con l'infortunio quanto in più?",
    "how much more is it with accident cover?",
  ])("%s asks what accident cover adds", (text) => {
    expect(question(text)).toEqual({ kind: "accident" });
  });

  it("does not take a question whether accident cover is needed for its price", () => {
    expect(question("muss ich die Unfalldeckung haben, wie viel mehr kostet sie?")).not.toEqual({ kind: "accident" });
  });

  it.each([
    ["what would the whole family pay per month?", { kind: "price", household: true }],
    ["cb pr les 2 ensemble par mois svp", { kind: "price", household: true }],
    ["quanto fa in tutto al mese?", { kind: "price", household: true }],
    ["donne moi les 3 moins chères", { kind: "price" }],
  ])("%s asks a price", (text, expected) => {
    expect(question(text)).toEqual(expected);
  });

  it.each([
    ["c'est quoi exactement le telmed ?", "models"],
    ["cos'è esattamente il telmed?", "models"],
    ["il faut envoyer la lettre en recommandé ?", "how-to-cancel"],
    ["la disdetta va mandata per raccomandata?", "how-to-cancel"],
    ["our baby is due in January, do we need to sign her up before she's born?", "newborn"],
    ["aspettiamo un bambino a marzo, quando dobbiamo assicurarlo?", "newborn"],
  ])("%s is the look-up %s", (text, id) => {
    expect(topic(text)).toBe(id);
  });

  it.each([
    ["wait, I'm going freelance from January, so add accident cover back", true],
    ["ah non en fait je suis indépendant, remets l'accident", true],
    ["aggiungi l'infortunio per favore", true],
    ["sans accident", false],
  ])("%s: accident cover %s", (text, expected) => {
    expect(extractAccident(normalizeText(text))).toBe(expected);
  });
});
