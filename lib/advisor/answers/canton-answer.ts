import { CANTON_NAMES, type CantonCode } from "@/lib/domain/cantons";
import { formatChf, roundRappen } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { canonicalPlaceName } from "@/lib/domain/place-aliases";
import { fill } from "@/lib/i18n/fill";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { runSearch } from "../offers";
import { signedPercent } from "./situation";
import { cantonFigures, swissAdultFigures } from "@/lib/cantons/canton-figures";
import { cantonText, texts } from "@/lib/advisor/texts";

/**
 * The canton a question is about ("im Kanton Bern", "Luzern", "ZH"), and its premiums computed
 * from the loaded index for the year talked about: an adult (26 and older) with the ordinary
 * deductible and accident cover, every offer of every premium region of the canton.
 */
const OTHER_NAMES: Record<string, CantonCode> = {
  zurich: "ZH", geneve: "GE", geneva: "GE", vaud: "VD", ticino: "TI", fribourg: "FR", neuchatel: "NE", valais: "VS", wallis: "VS", graubunden: "GR", basel: "BS", "basel stadt": "BS", "basel land": "BL", baselland: "BL", "st gallen": "SG", appenzell: "AI", bern: "BE", berne: "BE",
  // Swiss German ("Züri", "Bärn", "s Baselbiet") and the cantons' adjectives ("s baselbieter Reinach", "de Aargauer").
  zuri: "ZH", barn: "BE", baselbiet: "BL", baselbieter: "BL", zurcher: "ZH", zurioberland: "ZH", berner: "BE", luzerner: "LU", urner: "UR", schwyzer: "SZ",
  obwaldner: "OW", nidwaldner: "NW", glarner: "GL", zuger: "ZG", freiburger: "FR", solothurner: "SO", basler: "BS", schaffhauser: "SH",
  "st galler": "SG", bundner: "GR", aargauer: "AG", thurgauer: "TG", tessiner: "TI", waadtlander: "VD", walliser: "VS", neuenburger: "NE", genfer: "GE",
  // French and Italian adjectives.
  vaudois: "VD", vaudoise: "VD", genevois: "GE", genevoise: "GE", fribourgeois: "FR", fribourgeoise: "FR", neuchatelois: "NE", neuchateloise: "NE",
  valaisan: "VS", valaisanne: "VS", jurassien: "JU", jurassienne: "JU", bernois: "BE", bernoise: "BE", ticinese: "TI", grigionese: "GR",
};
const NAMES: [string, CantonCode][] = [
  ...Object.entries(CANTON_NAMES).map(([code, name]) => [foldForSearch(name), code as CantonCode] as [string, CantonCode]),
  ...Object.entries(OTHER_NAMES),
].sort((a, b) => b[0].length - a[0].length);

export function cantonIn(text: string): CantonCode | undefined {
  // "schaffuuse", "bale": a town's other name stands for its canton's name too.
  const padded = ` ${text.split(" ").map(canonicalPlaceName).join(" ")} `;
  for (const [name, code] of NAMES) if (padded.includes(` ${name} `)) return code;
  const abbreviation = /\b(?:kanton|kt)\s+([a-z]{2})\b/.exec(text)?.[1]?.toUpperCase();
  return abbreviation && abbreviation in CANTON_NAMES ? (abbreviation as CantonCode) : undefined;
}

const a = texts.answers;

export function cantonPremiums(catalog: SearchCatalog, canton: CantonCode, tariffYear: number): string | null {
  const regionOf = catalog.regionsOf(tariffYear);
  const byRegion = new Map<number, string>();
  for (const entry of catalog.locations.entries) {
    if (entry.canton !== canton) continue;
    const region = regionOf(entry.bfsNumber);
    if (region && !byRegion.has(region.region)) byRegion.set(region.region, `${entry.postalCode}:${entry.bfsNumber}`);
  }
  let count = 0;
  let sum = 0;
  let lowest = Infinity;
  let highest = 0;
  for (const key of byRegion.values()) {
    const [postalCode, bfs] = key.split(":");
    const outcome = runSearch(catalog, { postalCode: postalCode!, bfsNumber: Number(bfs), birthYear: tariffYear - 40, accidentCoverage: true, franchiseAmount: 300, sortBy: "price_asc", tariffYear }, 1);
    if (!outcome.ok || outcome.response.stats.totalResults === 0) continue;
    const { stats } = outcome.response;
    count += stats.totalResults;
    sum += stats.averagePremium * stats.totalResults;
    lowest = Math.min(lowest, stats.lowestPremium);
    highest = Math.max(highest, stats.highestPremium);
  }
  if (count === 0) return null;
  return fill(a.cantonPremiums, {
    canton: cantonText(canton), year: tariffYear, regions: byRegion.size,
    lowest: formatChf(lowest), average: formatChf(roundRappen(sum / count)), highest: formatChf(highest),
  });
}

/** "Steigen die Prämien im Kanton Luzern?" before a birth year is known: the mean of the canton's adult offers in both years, and its change. */
export function cantonTrend(catalog: SearchCatalog, canton: CantonCode, tariffYear: number): string | null {
  const figures = cantonFigures(catalog, canton, tariffYear);
  const adult = figures?.groups.adult;
  if (!figures || !adult || figures.previousYear === null || adult.changePercent === null) return null;
  const before = cantonFigures(catalog, canton, figures.previousYear)?.groups.adult;
  if (!before) return null;
  const change = signedPercent(adult.changePercent);
  return fill(a.cantonTrend, { canton: cantonText(canton), year: tariffYear, before: figures.previousYear, mean: formatChf(adult.meanRappen / 100), beforeMean: formatChf(before.meanRappen / 100), change });
}

/** "Um wie viel Prozent steigen die Prämien 2027 im Schnitt?" without a place: the mean of every adult offer of Switzerland in both years. */
export function swissTrend(catalog: SearchCatalog, tariffYear: number): string | null {
  const figures = swissAdultFigures(catalog, tariffYear);
  if (!figures) return null;
  const change = signedPercent(figures.changePercent);
  return fill(a.swissTrend, { year: tariffYear, before: figures.previousYear, mean: formatChf(figures.current.meanRappen / 100), beforeMean: formatChf(figures.previous.meanRappen / 100), change, offers: new Intl.NumberFormat("de-CH").format(figures.current.offers) });
}

type CantonMean = { canton: CantonCode; meanRappen: number; changePercent: number | null };

/** Every canton's mean adult offer (deductible 300, with accident cover) and its change, from the canton figures (computed once per loaded index). */
function cantonMeans(catalog: SearchCatalog, tariffYear: number): CantonMean[] {
  return (Object.keys(CANTON_NAMES) as CantonCode[]).flatMap((canton) => {
    const adult = cantonFigures(catalog, canton, tariffYear)?.groups.adult;
    return adult ? [{ canton, meanRappen: adult.meanRappen, changePercent: adult.changePercent }] : [];
  });
}

const RISE = /\b(?:steig\w*|stieg\w*|gestieg\w*|stig\w*|aufschlag\w*|ufschlag\w*|ufgschlage|aufgeschlagen|aufschlagen|ufschla\w*|erhoh\w*|zugelegt|zuegleit|teurer worden|tuurer worde|augment\w*|hausse\w*|aument\w*|rincar\w*|increase\w*|rise|rose|risen|went up|gone up)\b/;
const CHEAP = /\b(?:tiefst\w*|tiefscht\w*|niedrigst\w*|am wenigsten|gunstigst\w*|billigst\w*|gunschtigscht\w*|billigscht\w*|gunstig\w*|billig\w*|moins cher\w*|meno car\w*|piu economic\w*|cheapest|least expensive|lowest)\b/;

/**
 * "Welcher Kanton hat 2027 am meisten aufgeschlagen?", "quel canton est le plus cher ?", "which canton is the cheapest?":
 * the cantons ranked by the change of their mean adult offer, or by the mean itself, from the loaded premiums.
 */
export function cantonRanking(catalog: SearchCatalog, tariffYear: number, text: string): string | null {
  const means = cantonMeans(catalog, tariffYear);
  if (means.length === 0) return null;
  const name = (canton: CantonCode) => cantonText(canton);
  const previousYear = catalog.premiums.tariffYears.includes(tariffYear - 1) ? tariffYear - 1 : null;
  const changes = means.filter((mean): mean is CantonMean & { changePercent: number } => mean.changePercent !== null);
  if (RISE.test(text) && previousYear !== null && changes.length > 0) {
    const sorted = [...changes].sort((x, y) => y.changePercent - x.changePercent);
    const top = sorted[0]!;
    const bottom = sorted[sorted.length - 1]!;
    return fill(a.cantonRankingRise, { year: tariffYear, before: previousYear, top: name(top.canton), change: signedPercent(top.changePercent), bottom: name(bottom.canton), bottomChange: signedPercent(bottom.changePercent) });
  }
  const sorted = [...means].sort((x, y) => y.meanRappen - x.meanRappen);
  const dearest = sorted[0]!;
  const cheapest = sorted[sorted.length - 1]!;
  return fill(CHEAP.test(text) ? a.cantonRankingCheapest : a.cantonRankingDearest, {
    year: tariffYear, dearest: name(dearest.canton), dearestMean: formatChf(dearest.meanRappen / 100), cheapest: name(cheapest.canton), cheapestMean: formatChf(cheapest.meanRappen / 100),
  });
}
