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
