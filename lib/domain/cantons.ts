/** The 26 cantons with their German names, as shown to users. */
export const CANTON_NAMES = {
  AG: "Aargau",
  AI: "Appenzell Innerrhoden",
  AR: "Appenzell Ausserrhoden",
  BE: "Bern",
  BL: "Basel-Landschaft",
  BS: "Basel-Stadt",
  FR: "Freiburg",
  GE: "Genf",
  GL: "Glarus",
  GR: "Graubünden",
  JU: "Jura",
  LU: "Luzern",
  NE: "Neuenburg",
  NW: "Nidwalden",
  OW: "Obwalden",
  SG: "St. Gallen",
  SH: "Schaffhausen",
  SO: "Solothurn",
  SZ: "Schwyz",
  TG: "Thurgau",
  TI: "Tessin",
  UR: "Uri",
  VD: "Waadt",
  VS: "Wallis",
  ZG: "Zug",
  ZH: "Zürich",
} as const;

export type CantonCode = keyof typeof CANTON_NAMES;

export const isCantonCode = (value: string): value is CantonCode => Object.hasOwn(CANTON_NAMES, value);

/** The German name of a canton, or the code itself for one this list does not know. */
export const cantonName = (code: string): string => (isCantonCode(code) ? CANTON_NAMES[code] : code);

/**
 * The cantons' names in French, Italian and English, as the Confederation writes them
 * (admin.ch's canton list in each language).
 */
const OTHER_LANGUAGE_NAMES: Record<"fr" | "it" | "en", Record<CantonCode, string>> = {
  fr: {
    AG: "Argovie", AI: "Appenzell Rhodes-Intérieures", AR: "Appenzell Rhodes-Extérieures", BE: "Berne",
    BL: "Bâle-Campagne", BS: "Bâle-Ville", FR: "Fribourg", GE: "Genève", GL: "Glaris", GR: "Grisons",
    JU: "Jura", LU: "Lucerne", NE: "Neuchâtel", NW: "Nidwald", OW: "Obwald", SG: "Saint-Gall",
    SH: "Schaffhouse", SO: "Soleure", SZ: "Schwytz", TG: "Thurgovie", TI: "Tessin", UR: "Uri",
    VD: "Vaud", VS: "Valais", ZG: "Zoug", ZH: "Zurich",
  },
  it: {
    AG: "Argovia", AI: "Appenzello Interno", AR: "Appenzello Esterno", BE: "Berna",
    BL: "Basilea Campagna", BS: "Basilea Città", FR: "Friburgo", GE: "Ginevra", GL: "Glarona", GR: "Grigioni",
    JU: "Giura", LU: "Lucerna", NE: "Neuchâtel", NW: "Nidvaldo", OW: "Obvaldo", SG: "San Gallo",
    SH: "Sciaffusa", SO: "Soletta", SZ: "Svitto", TG: "Turgovia", TI: "Ticino", UR: "Uri",
    VD: "Vaud", VS: "Vallese", ZG: "Zugo", ZH: "Zurigo",
  },
  en: {
    AG: "Aargau", AI: "Appenzell Innerrhoden", AR: "Appenzell Ausserrhoden", BE: "Bern",
    BL: "Basel-Landschaft", BS: "Basel-Stadt", FR: "Fribourg", GE: "Geneva", GL: "Glarus", GR: "Graubünden",
    JU: "Jura", LU: "Lucerne", NE: "Neuchâtel", NW: "Nidwalden", OW: "Obwalden", SG: "St. Gallen",
    SH: "Schaffhausen", SO: "Solothurn", SZ: "Schwyz", TG: "Thurgau", TI: "Ticino", UR: "Uri",
    VD: "Vaud", VS: "Valais", ZG: "Zug", ZH: "Zurich",
  },
};

/** A canton's name in one of the site's languages (German by default); the code for an unknown canton. */
export function cantonNameIn(language: "de" | "fr" | "it" | "en", code: string): string {
  if (!isCantonCode(code)) return code;
  return language === "de" ? CANTON_NAMES[code] : OTHER_LANGUAGE_NAMES[language][code];
}
