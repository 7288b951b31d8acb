/**
 * The four insurance models and the BAG tariff types the premiums come in.
 *
 * The tariff types are the importer's one internal vocabulary (each file format maps its own
 * codes onto them): up to 2026 BAG had BASE, HAM (family doctor), HMO and DIV ("other models":
 * telemedicine, pharmacy and app models); from 2027 it has BASE, PRAXIS (family doctor and HMO
 * together), TEL_DIG (phone or app first), FLEX (a choice of first contacts) and PHARM (pharmacy
 * first, defined but without a product in 2027).
 *
 * `models` is what a model filter matches: from 2027 the BAG no longer tells family-doctor and
 * HMO products apart, so "hausarzt" and "hmo" both select every PRAXIS product, and "telmed"
 * selects TEL_DIG, FLEX and PHARM.
 */
export const MODEL_CODES = ["standard", "hausarzt", "hmo", "telmed"] as const;
export type ModelCode = (typeof MODEL_CODES)[number];

export const TARIFF_TYPES = {
  BASE: { models: ["standard"] },
  HAM: { models: ["hausarzt"] },
  HMO: { models: ["hmo"] },
  DIV: { models: ["telmed"] },
  PRAXIS: { models: ["hausarzt", "hmo"] },
  TEL_DIG: { models: ["telmed"] },
  FLEX: { models: ["telmed"] },
  PHARM: { models: ["telmed"] },
} as const satisfies Record<string, { models: readonly ModelCode[] }>;

export type TariffType = keyof typeof TARIFF_TYPES;
export const TARIFF_TYPE_CODES = Object.keys(TARIFF_TYPES) as TariffType[];

export const isTariffType = (value: unknown): value is TariffType => typeof value === "string" && value in TARIFF_TYPES;

/** Whether a premium of this tariff type is one of the wanted models. */
export const tariffTypeMatches = (tariffType: TariffType, wanted: ReadonlySet<ModelCode>): boolean =>
  TARIFF_TYPES[tariffType].models.some((model) => wanted.has(model));

/** Product names of PRAXIS tariffs that are HMO (network practice) products rather than family-doctor ones. */
const HMO_PRODUCT = /\bhmo\b|managed care|ärztenetz|gesundheitsnetz|gesundheitsplan|agrieco/i;

/**
 * The model a product is shown as. A PRAXIS product (2027 on) is shown as HMO when its name says
 * so (e.g. "HMO plus", "Managed Care", "OptiMed (Ärztenetz)"), otherwise as family-doctor model.
 */
export function displayModel(tariffType: TariffType, tariffName: string): ModelCode {
  if (tariffType === "PRAXIS") return HMO_PRODUCT.test(tariffName) ? "hmo" : "hausarzt";
  return TARIFF_TYPES[tariffType].models[0];
}

export const isModelCode = (value: unknown): value is ModelCode =>
  typeof value === "string" && (MODEL_CODES as readonly string[]).includes(value);
