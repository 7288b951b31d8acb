import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 A/AA plus axe's best practices: every rule the product answers for. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Scope = { include?: string; exclude?: string[] };

/** Every axe violation of any impact on the page as it is now (or in `include`), one line each. */
export async function axeViolations(page: Page, scope: Scope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join("").trim() ?? ""}`).join(" | ")}`,
  );
}

/** No axe violation at all, whatever its impact. `what` names the state in the failure message. */
export async function expectNoAxeViolations(page: Page, what: string, scope: Scope = {}) {
  expect(await axeViolations(page, scope), what).toEqual([]);
}
