import MiniSearch from "minisearch";
import { swissToday, type IsoDate } from "@/lib/domain/calendar";
import { foldForSearch } from "@/lib/domain/search-text";
import knowledge from "@/lib/i18n/messages/de/knowledge.json";
import { knowledgeDocuments, type KnowledgeDocument } from "./knowledge-base";

/**
 * The embedded information look-up (the web-information call): MiniSearch
 * over the local knowledge base, answered in a few German sentences taken from the best
 * documents, with the pages used as citations (title and URL).
 */
export type Citation = { title: string; url: string };
export type KnowledgeAnswer = { content: string; citations: Citation[] };

/** Words that say nothing about what is asked (the spec's suffix words included). */
const STOP_WORDS = new Set(
  "der die das den dem des ein eine einer eines einem einen und oder aber ich du er sie es wir ihr mir mich dir dich mein meine dein deine ist sind bin bist war wird werden kann konnen muss mussen darf soll wie was wann wo warum wieso weshalb welche welcher welches wer mit ohne von vom zu zum zur im in an am auf fur uber bei nach aus auch noch nur schon so sehr nicht kein keine gibt es man wenn dass ob als da hier mal bitte denn doch schweiz krankenversicherung krankenkasse krankenkassen habe hat haben"
    .split(" "),
);

/** Folded, without stop words, with the commonest German endings cut ("Franchisen" → "franchis"). */
export function processTerm(term: string): string | null {
  const folded = foldForSearch(term);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return folded.length > 5 ? folded.replace(/(?:ungen|ung|en|er|es|e|n|s)$/, "") : folded;
}

let index: { documents: KnowledgeDocument[]; search: MiniSearch<KnowledgeDocument> } | undefined;

/** The index over the day's knowledge base, rebuilt when the documents change (once a day). */
function searchIndex(today: IsoDate): MiniSearch<KnowledgeDocument> {
  const documents = knowledgeDocuments(today);
  if (index?.documents === documents) return index.search;
  const search = new MiniSearch<KnowledgeDocument>({
    fields: ["title", "text"],
    storeFields: ["title", "url", "text"],
    processTerm,
    searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true, combineWith: "OR" },
  });
  search.addAll(documents);
  index = { documents, search };
  return search;
}

const sentences = (text: string) => text.split(/(?<=[^\d\s]{2}[.!?])\s+(?=[A-ZÄÖÜ])/).filter((s) => s.trim().length > 0);

/** The sentences of a document that share the most terms with the question, in their order. */
function bestSentences(document: KnowledgeDocument, terms: readonly string[], count: number): string[] {
  const scored = sentences(document.text).map((text, position) => {
    const words = new Set(text.split(/[^\p{L}\d]+/u).map(processTerm).filter(Boolean) as string[]);
    const score = terms.filter((term) => [...words].some((word) => word.startsWith(term) || term.startsWith(word))).length;
    return { text, position, score };
  });
  const chosen = [...scored].sort((a, b) => b.score - a.score || a.position - b.position).slice(0, count).filter((s) => s.score > 0);
  return (chosen.length > 0 ? chosen : scored.slice(0, 1)).sort((a, b) => a.position - b.position).map((s) => s.text);
}

/** How well the best page matches a question (MiniSearch's score; 0 when nothing matches). */
export function knowledgeScore(query: string, today: IsoDate = swissToday(new Date())): number {
  const terms = query.split(/[^\p{L}\d]+/u).map(processTerm).filter((term): term is string => term !== null);
  if (terms.length === 0) return 0;
  return searchIndex(today).search(terms.join(" "))[0]?.score ?? 0;
}

export function searchKnowledge(query: string, today: IsoDate = swissToday(new Date())): KnowledgeAnswer {
  const terms = query.split(/[^\p{L}\d]+/u).map(processTerm).filter((term): term is string => term !== null);
  if (terms.length === 0) return { content: knowledge.noAnswer, citations: [] };
  const hits = searchIndex(today).search(terms.join(" ")).slice(0, 2);
  if (hits.length === 0) return { content: knowledge.noAnswer, citations: [] };
  const top = hits[0]!;
  const used = hits.filter((hit, position) => position === 0 || hit.score >= top.score * 0.6);
  const documents = used.map((hit) => ({ id: String(hit.id), title: hit.title as string, url: hit.url as string, text: hit.text as string }));
  const content = documents.flatMap((doc, position) => bestSentences(doc, terms, position === 0 ? 3 : 1));
  const citations = documents.filter((doc, position, all) => all.findIndex((d) => d.title === doc.title) === position).map(({ title, url }) => ({ title, url }));
  return { content: [...new Set(content)].join(" "), citations };
}
