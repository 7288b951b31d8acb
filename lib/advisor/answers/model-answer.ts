import type { ModelCode } from "@/lib/domain/insurance-models";
import { formatChf } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { AdvisorFilters } from "../actions";
import { modelName, offerFields } from "./format";
import { cheapestFor } from "./situation";

/**
 * "Isch HMO günstiger als Telmed?": the cheapest offer of each model for the person, with the
 * deductible each is at, and the difference; the filter of the offers is left as it was.
 */
const a = texts.answers;

export function modelsAnswer(catalog: SearchCatalog, filters: AdvisorFilters, first: ModelCode, second: ModelCode): string {
  const one = cheapestFor(catalog, filters, { modelCode: first });
  const two = cheapestFor(catalog, filters, { modelCode: second });
  if (!one || !two) return fill(a.modelMissing, { model: modelName(one ? second : first) });
  const [x, y] = [offerFields(one), offerFields(two)];
  const lines = [
    fill(a.modelsCompared, {
      first: modelName(first), firstPremium: x.premium, firstInsurer: x.insurer, firstFranchise: x.franchise,
      second: modelName(second), secondPremium: y.premium, secondInsurer: y.insurer, secondFranchise: y.franchise,
    }),
  ];
  const difference = Math.round(Math.abs(one.monthlyPremium - two.monthlyPremium) * 100) / 100;
  if (difference === 0) lines.push(a.modelsEqual);
  else {
    const [cheaper, dearer] = one.monthlyPremium < two.monthlyPremium ? [first, second] : [second, first];
    lines.push(fill(a.modelsCheaper, { cheaper: modelName(cheaper), dearer: modelName(dearer), difference: formatChf(difference) }));
  }
  return lines.join(" ");
}
