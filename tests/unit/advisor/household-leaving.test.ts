/**
 * @jest-environment node
 */
import { extractLeaving } from "@/lib/advisor/extract/household-leaving";
import { normalizeText } from "@/lib/domain/message-text";

const leaving = (text: string, other?: "partner" | "children") => extractLeaving(normalizeText(text), other);

describe("persons taken out of the household", () => {
  it.each([
    ["min maa bliibt bi sinere kasse. rächne bitte nur für mi und d chind", "partner"],
    ["ohne mini Frau bitte", "partner"],
    ["sans ma femme svp", "partner"],
    ["without my husband", "partner"],
    ["solo per me e i bambini", "partner"],
    ["just me and the kids please", "partner"],
    ["juste pour moi et mes deux enfants", "partner"],
    ["nur für eus zwei", "children"],
    ["nur für mich und meine Frau", "children"],
    ["calcule sans les enfants", "children"],
    ["e senza i figli?", "children"],
    ["mini frau isch bim arbeitgeber versicheret, rechne ohni sie", "partner"],
  ])("%s takes out the %s", (text, group) => {
    expect(leaving(text)).toEqual([group]);
  });

  it("reads a pronoun as the one other kind of person told before", () => {
    expect(leaving("rechne ohne sie", "children")).toEqual(["children"]);
    expect(leaving("and without him?", "partner")).toEqual(["partner"]);
    expect(leaving("rechne ohne sie")).toBeUndefined();
  });

  it.each(["sans ma franchise actuelle", "ohne Unfall bitte", "mit mini Frau und de Chind", "nur für mich allein"])("%s takes no one out", (text) => {
    expect(leaving(text)).toBeUndefined();
  });
});
