import type { ModelCode } from "@/lib/domain/insurance-models";
import { formatChf, formatChfAmount, roundRappen } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { AdvisorFilters } from "../actions";
import { modelName, offerFields } from "./format";
import { cheapestFor } from "./situation";
import { listText, models, texts } from "@/lib/advisor/texts";

/**
 * "Isch HMO günstiger als Telmed?", "welches Modell ist am günstigsten?": the cheapest offer of
 * each model for the person, with the deductible each is at, the cheapest two compared; the
 * filter of the offers is left as it was.
 */
const a = texts.answers;

export function modelsAnswer(catalog: SearchCatalog, filters: AdvisorFilters, asked: readonly ModelCode[], baseline?: ModelCode): string {
  const found = asked.map((model) => ({ model, premium: cheapestFor(catalog, filters, { modelCode: model }) }));
  const missing = found.find((entry) => !entry.premium);
  if (asked.length === 2 && missing) return fill(a.modelMissing, { model: modelName(missing.model) });
  const offered = found.filter((entry) => entry.premium).sort((x, y) => x.premium!.monthlyPremium - y.premium!.monthlyPremium);
  // Two models in the order asked; several from the cheapest.
  // Against a baseline: the baseline and the cheapest of the others.
  const [one, two] = asked.length === 2 ? found : baseline ? [found.find((entry) => entry.model === baseline), offered.find((entry) => entry.model !== baseline)] : offered;
  if (!one?.premium || !two?.premium) return fill(a.modelMissing, { model: modelName(asked[0]!) });
  const [x, y] = [offerFields(one.premium), offerFields(two.premium)];
  // Three or four models asked side by side: each one's cheapest offer, then the cheapest two compared.
  const listed = asked.length >= 3 ? [a.modelsListed, ...offered.map((entry) => {
    const fields = offerFields(entry.premium!);
    return fill(a.modelLine, { model: modelName(entry.model), premium: fields.premium, insurer: fields.insurer, franchise: fields.franchise });
  })] : [];
  const lines = [
    fill(a.modelsCompared, {
      first: modelName(one.model), firstPremium: x.premium, firstInsurer: x.insurer, firstFranchise: x.franchise,
      second: modelName(two.model), secondPremium: y.premium, secondInsurer: y.insurer, secondFranchise: y.franchise,
    }),
  ];
  const difference = roundRappen(Math.abs(one.premium.monthlyPremium - two.premium.monthlyPremium));
  if (difference === 0) lines.push(a.modelsEqual);
  else {
    const [cheaper, dearer] = one.premium.monthlyPremium < two.premium.monthlyPremium ? [one.model, two.model] : [two.model, one.model];
    // The difference also in percent of the dearer model's cheapest offer ("so in Prozent?").
    const dearerPremium = Math.max(one.premium.monthlyPremium, two.premium.monthlyPremium);
    const percent = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 1 }).format((difference / dearerPremium) * 100);
    // "und wie vill isch das im jahr?": the year's difference too (twelve months of the monthly one).
    lines.push(fill(a.modelsCheaper, { cheaper: modelName(cheaper), dearer: modelName(dearer), difference: `${formatChf(difference)} (${percent} %)`, yearly: formatChf(roundRappen(difference * 12)) }));
  }
  return [...listed, lines.join(" ")].join("\n");
}

/** "Telmed mit 300 vs 2500?": the cheapest offer at each deductible (the model of the search), the difference a month and a year and the extra deductible borne. */
export function franchisesAnswer(catalog: SearchCatalog, filters: AdvisorFilters, asked: readonly number[]): string | null {
  const [low, high] = [...asked].sort((x, y) => x - y) as [number, number];
  const [one, two] = [cheapestFor(catalog, filters, { franchiseAmount: low }), cheapestFor(catalog, filters, { franchiseAmount: high })];
  if (!one || !two) return null;
  const [x, y] = [offerFields(one), offerFields(two)];
  const monthly = roundRappen(one.monthlyPremium - two.monthlyPremium);
  const model = filters.modelCode ? modelName(filters.modelCode) : a.anyModel;
  return fill(a.franchisesCompared, {
    model, low: formatChfAmount(low), lowPremium: x.premium, lowInsurer: x.insurer, high: formatChfAmount(high), highPremium: y.premium, highInsurer: y.insurer,
    monthly: formatChf(Math.abs(monthly)), yearly: formatChf(Math.round(Math.abs(monthly) * 1200) / 100), extra: formatChfAmount(high - low),
  });
}

/** What each model asked about is, as the product describes it (one line each). */
export const modelDescriptions = (asked: readonly ModelCode[]) => asked.map((model) => fill(a.modelIs, { model: modelName(model), description: models.descriptions[model] }));

/** Asked before place and year are known: what the models are, while the figures wait for them. */
export function modelsIntro(asked: readonly ModelCode[]): string {
  const names = asked.map(modelName);
  const list = listText(names);
  return [fill(a.modelsPending, { models: list }), ...modelDescriptions(asked)].join("\n");
}
