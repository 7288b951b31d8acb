import { basicInsuranceFacts } from "./basic-insurance";
import type { Fact, FactTopic, LegalSource } from "./types";

export { basicInsuranceFacts } from "./basic-insurance";
export { subsidyOffices, subsidyOfficeFor, type SubsidyOffice } from "./subsidy-offices";
export { FACT_TOPICS, LAWS, type Fact, type FactTopic, type LegalSource, type Law } from "./types";

const byId = new Map(basicInsuranceFacts.map((fact) => [fact.id, fact]));

export function factById(id: string): Fact | undefined {
  return byId.get(id);
}

export function factsByTopic(topic: FactTopic): Fact[] {
  return basicInsuranceFacts.filter((fact) => fact.topic === topic);
}

/** "Art. 64 Abs. 2 KVG": how Swiss texts cite an article. */
export function formatLegalSource(source: LegalSource): string {
  return `${source.article} ${source.law}`;
}

/** The primary source of a fact, e.g. "Art. 64 Abs. 2 KVG". */
export function formatSource(fact: Fact): string {
  return formatLegalSource(fact.source);
}

/** The statement as pages and the advisor quote it: "… (Art. 64 Abs. 2 KVG)". */
export function citedStatement(fact: Fact): string {
  return `${fact.statement} (${formatSource(fact)})`;
}

/** The primary and the related sources, e.g. "Art. 64 Abs. 2 KVG; Art. 103 Abs. 2 KVV". */
export function formatSources(fact: Fact): string {
  return [fact.source, ...(fact.related ?? [])].map(formatLegalSource).join("; ");
}
