import { knowledgeScore } from "@/lib/knowledge/knowledge-search";
import { swissToday } from "@/lib/domain/calendar";
import { lookupAnswer, type LookupContext } from "./answers/lookup-answer";
import { lookupTopic, lookupTopics, type LookupTopic } from "./answers/lookup-topics";
import { say, type Draft } from "./draft";
import type { EngineDeps } from "./engine-deps";
import { texts } from "@/lib/advisor/texts";
import { replyLanguage } from "@/lib/i18n/reply-language";
import { stateCanton } from "./catalog-context";

/**
 * A question about basic insurance: a curated answer from the fact list where the question is
 * on one of its topics; else the information pages (the client fetches them) when they match
 * well enough (in a German reply: the pages are German); below that the advisor says it does not know
 * and what it can do instead.
 */
export const KNOWLEDGE_THRESHOLD = 8;

export function answerLookup(draft: Draft, text: string, userInput: string, deps: EngineDeps, tariffYear: number, known?: LookupTopic, followUp = false): void {
  const topic = known ?? lookupTopic(text);
  if (topic) {
    // Several questions in one message are each answered; a statement two topics share is said once.
    const topics = followUp ? [topic] : [topic, ...lookupTopics(text).filter((other) => other.id !== topic.id)].slice(0, 3);
    const paragraphs = topics.flatMap((each) => lookupText(draft, text, deps, tariffYear, each, followUp).split("\n\n"));
    say(draft, paragraphs.filter((paragraph, i) => paragraphs.indexOf(paragraph) === i).join("\n\n"));
    return;
  }
  // The information pages are German: a reply in another language says what it can do instead of quoting them.
  if (replyLanguage() !== "de" || knowledgeScore(userInput.trim(), swissToday(deps.now)) < KNOWLEDGE_THRESHOLD) {
    say(draft, texts.answers.dontKnow);
    return;
  }
  draft.actions.push({ type: "fetch_webinfo", payload: { query: userInput.trim() } });
}

/** What a look-up knows of the person of the conversation: their canton and home, age, cover and deductible, contract, the household's birth years. */
export function lookupContext(draft: Draft, text: string, deps: EngineDeps, tariffYear: number, followUp = false): LookupContext {
  const placeCanton = stateCanton(deps.catalog, draft.state.plz);
  const { geburtsjahr, unfalldeckung, franchise } = draft.state;
  const known = { ...(geburtsjahr ? { age: tariffYear - geburtsjahr } : {}), ...(unfalldeckung != null ? { accident: unfalldeckung } : {}), ...(franchise != null ? { franchise } : {}) };
  const { aktuelle_kasse, aktuelles_modell, aktuelle_franchise, modell } = draft.state;
  // The contract's model and deductible: said of it in this message, said of it before, or the search's while the current insurer is known.
  const contract = draft.contract ?? { model: aktuelles_modell ?? (aktuelle_kasse ? modell : null) ?? undefined, franchise: aktuelle_franchise ?? (aktuelle_kasse ? franchise : null) ?? undefined };
  const birthYears = draft.state.personen.length ? draft.state.personen.map((person) => person.geburtsjahr) : geburtsjahr ? [geburtsjahr] : [];
  const home = draft.movedFrom ?? (draft.state.plz ? { postalCode: draft.state.plz, ...(draft.state.bfs ? { bfs: draft.state.bfs } : {}) } : undefined);
  return { catalog: deps.catalog, now: deps.now, tariffYear, text, followUp, birthYears, ...known, contract, ...(placeCanton ? { placeCanton } : {}), ...(home ? { home } : {}) };
}

/** The answer of a fact-list topic for the person of the conversation. */
export function lookupText(draft: Draft, text: string, deps: EngineDeps, tariffYear: number, topic: LookupTopic, followUp = false): string {
  return lookupAnswer(topic, lookupContext(draft, text, deps, tariffYear, followUp));
}
