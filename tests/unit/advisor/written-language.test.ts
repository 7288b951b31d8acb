/**
 * @jest-environment node
 */
import { writtenLanguage } from "@/lib/i18n/written-language";
import type { AdvisorCase } from "@/tests/advisor/case-format";
import * as v2 from "@/tests/advisor/heldout-v2";
import * as v3 from "@/tests/advisor/heldout-v3";
import * as v4 from "@/tests/advisor/heldout-v4";
import * as v5 from "@/tests/advisor/heldout-v5";
import * as v6 from "@/tests/advisor/heldout-v6";
import * as v7 from "@/tests/advisor/heldout-v7";
import * as v8 from "@/tests/advisor/heldout-v8";
import * as v9 from "@/tests/advisor/heldout-v9";
import * as v10 from "@/tests/advisor/heldout-v10";
import * as v11 from "@/tests/advisor/heldout-v11";
import { enCases } from "@/tests/advisor/lang/en";
import { frCases } from "@/tests/advisor/lang/fr";
import { itCases } from "@/tests/advisor/lang/it";

/**
 * The language a message is written in decides the reply's. The German held-out sets were never tuned
 * against for it: their 1,634 messages (v11 written after the detector) (Swiss German, typos, names, numbers) must not be taken for French,
 * Italian or English; the language sets' messages must not be taken for another language, and most
 * must be recognised (the rest keep the conversation's language).
 */
const messagesOf = (module: Record<string, unknown>) =>
  (Object.values(module).filter(Array.isArray).flat() as AdvisorCase[]).flatMap((c) => c.turns.map((turn) => turn.user));

describe("the language a message is written in", () => {
  it("takes no Swiss German or German message of the held-out sets for another language", () => {
    const german = [v2, v3, v4, v5, v6, v7, v8, v9, v10, v11].flatMap((set) => messagesOf(set as Record<string, unknown>));
    expect(german.length).toBeGreaterThan(1600);
    const foreign = german.filter((message) => (writtenLanguage(message) ?? "de") !== "de");
    // The one message written in English there: a prompt injection ("Ignore all previous instructions…").
    expect(foreign).toEqual([expect.stringMatching(/^Ignore all previous instructions/)]);
  });

  it.each([
    ["fr", frCases],
    ["it", itCases],
    ["en", enCases],
  ] as const)("recognises %s and takes it for no other language", (language, cases) => {
    const messages = cases.flatMap((c) => c.turns.map((turn) => turn.user));
    const detected = messages.map(writtenLanguage);
    expect(detected.filter((found) => found && found !== language)).toEqual([]);
    expect(detected.filter((found) => found === language).length / messages.length).toBeGreaterThan(0.7);
  });

  it("reads short messages and leaves numbers and names without a language", () => {
    expect(writtenLanguage("bonjour !")).toBe("fr");
    expect(writtenLanguage("grazie mille")).toBe("it");
    expect(writtenLanguage("thanks a lot")).toBe("en");
    expect(writtenLanguage("merci vielmal")).toBe("de");
    expect(writtenLanguage("8001 zh 1990 telmed")).toBeUndefined();
    expect(writtenLanguage("ok")).toBeUndefined();
    expect(writtenLanguage("du bisch so e nutzlosi schrottmaschine")).not.toBe("fr");
    expect(writtenLanguage("i nimm s erschte")).not.toBe("en");
  });
});
