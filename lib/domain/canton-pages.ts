import { CANTON_NAMES, type CantonCode } from "./cantons";

/** The French and Italian names of the cantons: people search them too, the pages answer in German. */
const OTHER_NAMES: Record<CantonCode, readonly string[]> = {
  AG: ["Argovie", "Argovia"],
  AI: ["Appenzell Rhodes-Intérieures", "Appenzello Interno"],
  AR: ["Appenzell Rhodes-Extérieures", "Appenzello Esterno"],
  BE: ["Berne", "Berna"],
  BL: ["Bâle-Campagne", "Basilea Campagna"],
  BS: ["Bâle-Ville", "Basilea Città"],
  FR: ["Fribourg", "Friburgo"],
  GE: ["Genève", "Ginevra"],
  GL: ["Glaris", "Glarona"],
  GR: ["Grisons", "Grigioni"],
  JU: ["Giura"],
  LU: ["Lucerne", "Lucerna"],
  NE: ["Neuchâtel"],
  NW: ["Nidwald", "Nidvaldo"],
  OW: ["Obwald", "Obvaldo"],
  SG: ["Saint-Gall", "San Gallo"],
  SH: ["Schaffhouse", "Sciaffusa"],
  SO: ["Soleure", "Soletta"],
  SZ: ["Schwytz", "Svitto"],
  TG: ["Thurgovie", "Turgovia"],
  TI: ["Ticino"],
  UR: [],
  VD: ["Vaud"],
  VS: ["Valais", "Vallese"],
  ZG: ["Zoug", "Zugo"],
  ZH: ["Zurich", "Zurigo"],
};

/** Pages that keep the URL they had before every canton got one; Basel is one page for both cantons. */
const KEPT_PATHS: Partial<Record<CantonCode, string>> = {
  ZH: "/krankenkasse-zuerich",
  BS: "/krankenkasse-basel",
  BL: "/krankenkasse-basel",
};

/** Lower case, umlauts as ae/oe/ue, other accents dropped, spaces and dots one hyphen. */
export function cantonSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const CANTON_CODES = Object.keys(CANTON_NAMES) as CantonCode[];

/** The page of a canton: /krankenkasse-<German name>, or the kept Zurich and Basel pages. */
export const cantonPath = (code: CantonCode): string => KEPT_PATHS[code] ?? `/krankenkasse-${cantonSlug(CANTON_NAMES[code])}`;

/** The cantons with a page of their own (the generic canton page), not Zurich and Basel. */
export const GENERIC_PAGE_CANTONS = CANTON_CODES.filter((code) => KEPT_PATHS[code] === undefined);

/** Every other way to name a canton in the URL (French, Italian, abbreviation) → its page. */
export const CANTON_REDIRECTS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const code of CANTON_CODES) {
    const target = cantonPath(code);
    const names = [CANTON_NAMES[code], ...OTHER_NAMES[code], code];
    for (const name of names) {
      const from = `/krankenkasse-${cantonSlug(name)}`;
      if (from !== target && !map.has(from)) map.set(from, target);
    }
  }
  return map;
})();

/** The canton of a generic page's slug ("bern" → BE), or undefined. */
export function cantonOfSlug(slug: string): CantonCode | undefined {
  return GENERIC_PAGE_CANTONS.find((code) => cantonPath(code) === `/krankenkasse-${slug}`);
}
