import { POST as process_ } from "@/app/api/orchestrator/process/route";
import type { AdvisorResponse } from "@/lib/advisor/actions";
import type { AdvisorState } from "@/lib/advisor/state";
import { formatChf } from "@/lib/domain/premium-value";
import { useCatalog } from "../../support/premium-data";

useCatalog();

/** The advisor answers in the language the person writes; without words that say it, in the page's (Accept-Language). */
const turn = async (userInput: string, state?: AdvisorState, pageLanguage?: string) => {
  const headers: Record<string, string> = pageLanguage ? { "accept-language": pageLanguage } : {};
  const response = await process_(new Request("http://test/api/orchestrator/process", { method: "POST", headers, body: JSON.stringify({ userInput, state }) }));
  expect(response.status).toBe(200);
  return (await response.json()) as AdvisorResponse;
};
const reply = (answer: AdvisorResponse) => answer.actions.map((action) => action.message).join("\n");
const GERMAN = /\b(?:und|nicht|deine?n?|pro Monat|Angebote|Jahrgang)\b/;

describe("the advisor's reply language", () => {
  it("answers a French message in French, with French dates and figures, and keeps French for numbers alone", async () => {
    const first = await turn("je suis né en 1990 et j'habite à 8001 Zurich, modèle standard franchise 300 avec accident");
    const text = reply(first);
    expect(text).toContain("**27 offres**");
    expect(text).toContain(`**SLKK** (Standard) avec **${formatChf(633)}** par mois`);
    expect(text).not.toMatch(GERMAN);
    expect(first.state.sprache).toBe("fr");
    // "2500": no word says a language, the conversation's is kept.
    const next = await turn("2500", first.state);
    expect(reply(next)).not.toMatch(GERMAN);
    expect(reply(next)).toMatch(/franchise|offres/i);
    expect(next.state.sprache).toBe("fr");
  });

  it("states the reviewed facts in the person's language with the law as that language cites it", async () => {
    const answer = await turn("est-ce que la nouvelle caisse peut me refuser ?");
    expect(reply(answer)).toMatch(/LAMal/);
    expect(reply(answer)).not.toMatch(/\bKVG\b|\bGrundversicherung\b/);
  });

  it("follows the person into another language and answers a message of numbers in the page's language", async () => {
    const italian = await turn("sono nato nel 1985, abito a 6900 Lugano");
    expect(italian.state.sprache).toBe("it");
    expect(reply(italian)).toMatch(/offert/i);
    const german = await turn("ich bin bei der CSS", italian.state);
    expect(german.state.sprache).toBe("de");
    expect(reply(german)).toMatch(/\bCSS\b/);
    expect(reply(german)).toMatch(GERMAN);
    // On the English page, a message with no words of any language is answered in English.
    const english = await turn("8001 1990", undefined, "en-CH,en;q=0.9");
    expect(reply(english)).toMatch(/offers?/i);
    expect(reply(english)).not.toMatch(GERMAN);
    // The German page and a German message: German, as the spec writes it, and no language kept in the state.
    const plain = await turn("8001 Zürich, Jahrgang 1990");
    expect(reply(plain)).toMatch(/Angebote/);
    expect(plain.state.sprache).toBeUndefined();
  });

  it("answers a message of data only by the canton of its postal code when the request names no page language", async () => {
    // Jura and Ticino speak one language; the page's language, when the request names one, comes first.
    const jura = await turn("Bassecourt 2854, 1990, franchise 2000");
    expect(jura.state.sprache).toBe("fr");
    expect(reply(jura)).not.toMatch(GERMAN);
    const ticino = await turn("6900 Lugano 1985");
    expect(ticino.state.sprache).toBe("it");
    const germanPage = await turn("Bassecourt 2854, 1990, franchise 2000", undefined, "de-CH,de;q=0.9");
    expect(reply(germanPage)).toMatch(/Angebote/);
    // The bilingual city of Fribourg and a Swiss German question about Lausanne stay German; the French-speaking
    // parts of a bilingual canton (Bulle, Martigny, the Bernese Jura) and Graubünden's Italian valleys do not.
    expect(reply(await turn("1700 Fribourg, 1990"))).toMatch(/Angebote/);
    expect((await turn("1630 Bulle, 1990")).state.sprache).toBe("fr");
    expect((await turn("1920 Martigny 1986")).state.sprache).toBe("fr");
    expect((await turn("2720 Tramelan, 1975")).state.sprache).toBe("fr");
    expect((await turn("7742 Poschiavo 1980")).state.sprache).toBe("it");
    expect(reply(await turn("3900 Brig, 1986"))).toMatch(/Angebote/);
    expect(reply(await turn("was koschtet das in 1004 lausanne für jg 1985?"))).toMatch(/Angebote/);
  });
});
