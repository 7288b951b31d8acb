import knowledge from "@/lib/i18n/messages/de/knowledge.json";

/** The query as the spec sends it: the question plus " Schweiz Krankenversicherung". */
export const withQuerySuffix = (question: string) => `${question.trim()}${knowledge.querySuffix}`;
