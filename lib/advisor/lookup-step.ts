import texts from "@/lib/i18n/messages/de/advisor.json";
import { isCantonCode } from "@/lib/domain/cantons";
import { knowledgeScore } from "@/lib/knowledge/knowledge-search";
import { swissToday } from "@/lib/domain/calendar";
import { lookupAnswer } from "./answers/lookup-answer";
import { lookupTopic, type LookupTopic } from "./answers/lookup-topics";
import { say, type Draft } from "./draft";
import type { EngineDeps } from "./engine-deps";

/**
 * A question about basic insurance: a curated answer from the fact list where the question is
 * on one of its topics; else the information pages (the client fetches them) when they match
 * well enough; below that the advisor says it does not know and what it can do instead.
 */
export const KNOWLEDGE_THRESHOLD = 8;

export function answerLookup(draft: Draft, text: string, userInput: string, deps: EngineDeps, tariffYear: number, known?: LookupTopic): void {
  const topic = known ?? lookupTopic(text);
  if (topic) {
    const placeCanton = draft.state.plz ? deps.catalog.locations.localities(draft.state.plz)[0]?.canton : undefined;
    const { geburtsjahr, unfalldeckung } = draft.state;
    const known = { ...(geburtsjahr ? { age: tariffYear - geburtsjahr } : {}), ...(unfalldeckung != null ? { accident: unfalldeckung } : {}) };
    say(draft, lookupAnswer(topic, { catalog: deps.catalog, now: deps.now, tariffYear, text, ...known, ...(placeCanton && isCantonCode(placeCanton) ? { placeCanton } : {}) }));
    return;
  }
  if (knowledgeScore(userInput.trim(), swissToday(deps.now)) < KNOWLEDGE_THRESHOLD) {
    say(draft, texts.answers.dontKnow);
    return;
  }
  draft.actions.push({ type: "fetch_webinfo", payload: { query: userInput.trim() } });
}
