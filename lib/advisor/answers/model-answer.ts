import type { ModelCode } from "@/lib/domain/insurance-models";
import { formatChf } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { AdvisorFilters } from "../actions";
import { modelName, offerFields } from "./format";
import models from "@/lib/i18n/messages/de/models.json";
import { cheapestFor } from "./situation";

/**
 * "Isch HMO günstiger als Telmed?", "welches Modell ist am günstigsten?": the cheapest offer of
 * each model for the person, with the deductible each is at, the cheapest two compared; the
 * filter of the offers is left as it was.
 */
const a = texts.answers;

export function modelsAnswer(catalog: SearchCatalog, filters: AdvisorFilters, asked: readonly ModelCode[]): string {
  const found = asked.map((model) => ({ model, premium: cheapestFor(catalog, filters, { modelCode: model }) }));
  const missing = found.find((entry) => !entry.premium);
  if (asked.length === 2 && missing) return fill(a.modelMissing, { model: modelName(missing.model) });
  const offered = found.filter((entry) => entry.premium).sort((x, y) => x.premium!.monthlyPremium - y.premium!.monthlyPremium);
  // Two models in the order asked; several from the cheapest.
  const [one, two] = asked.length === 2 ? found : offered;
  if (!one?.premium || !two?.premium) return fill(a.modelMissing, { model: modelName(asked[0]!) });
  const [x, y] = [offerFields(one.premium), offerFields(two.premium)];
  const lines = [
    fill(a.modelsCompared, {
      first: modelName(one.model), firstPremium: x.premium, firstInsurer: x.insurer, firstFranchise: x.franchise,
      second: modelName(two.model), secondPremium: y.premium, secondInsurer: y.insurer, secondFranchise: y.franchise,
    }),
  ];
  const difference = Math.round(Math.abs(one.premium.monthlyPremium - two.premium.monthlyPremium) * 100) / 100;
  if (difference === 0) lines.push(a.modelsEqual);
  else {
    const [cheaper, dearer] = one.premium.monthlyPremium < two.premium.monthlyPremium ? [one.model, two.model] : [two.model, one.model];
    lines.push(fill(a.modelsCheaper, { cheaper: modelName(cheaper), dearer: modelName(dearer), difference: formatChf(difference) }));
  }
  return lines.join(" ");
}

/** Asked before place and year are known: what the models are, while the figures wait for them. */
export function modelsIntro(asked: readonly ModelCode[]): string {
  const names = asked.map(modelName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} und ${names[names.length - 1]}` : (names[0] ?? "");
  return [fill(a.modelsPending, { models: list }), ...asked.map((model) => fill(a.modelIs, { model: modelName(model), description: models.descriptions[model] }))].join("\n");
}
