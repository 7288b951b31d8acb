import { fetchJson } from "@/lib/http/fetch-json";
import type { KnowledgeAnswer } from "./knowledge-search";
import type { ProductChatRequest } from "./product-chat";
import { withQuerySuffix } from "./query-suffix";

/** The browser's knowledge calls: the advisor's look-up and the details dialog's product chat. */
export const searchKnowledge = (question: string) =>
  fetchJson<KnowledgeAnswer>("/api/knowledge-search", { body: { query: withQuerySuffix(question) } });

export const askProductChat = (request: ProductChatRequest) =>
  fetchJson<{ response: string }>("/api/knowledge/chat", { body: request });
