/** The laws a fact about basic insurance can rest on (SR numbers in docs/facts.md). */
export const LAWS = ["KVG", "KVV", "KLV", "KVAG", "UVG", "UVV", "ATSG"] as const;
export type Law = (typeof LAWS)[number];

export type LegalSource = {
  law: Law;
  /** As the law numbers it: "Art. 64 Abs. 2", "Art. 4b", "Art. 7 Abs. 1 und 2". */
  article: string;
  /** The article's heading, short. */
  title?: string;
};

export const FACT_TOPICS = [
  "obligation",
  "switching",
  "renewal",
  "deductible",
  "cost-sharing",
  "hospital",
  "models",
  "emergency",
  "accident",
  "coverage",
  "dental",
  "complementary",
  "maternity",
  "children",
  "premiums",
  "subsidy",
  "liechtenstein",
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

export type Fact = {
  /** Stable kebab-case id: pages and the advisor refer to a fact by it. */
  id: string;
  topic: FactTopic;
  /** One or two German sentences, informal "du", Swiss spelling (ss, never the sharp s). */
  statement: string;
  source: LegalSource;
  /** Further articles the statement rests on. */
  related?: LegalSource[];
  /** Lower-case words people type (German, Swiss German, colloquial) to find the fact. */
  keywords: string[];
};
