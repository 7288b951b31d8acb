/**
 * The four insurance models (spec section 9) and the BAG tariff types they come from.
 * TAR-DIV ("other models") holds telemedicine, pharmacy and app models; BAG labels it telmed.
 */
export const MODEL_CODES = ["standard", "hausarzt", "hmo", "telmed"] as const;
export type ModelCode = (typeof MODEL_CODES)[number];

export const TARIFF_TYPE_MODELS = {
  "TAR-BASE": "standard",
  "TAR-HAM": "hausarzt",
  "TAR-HMO": "hmo",
  "TAR-DIV": "telmed",
} as const satisfies Record<string, ModelCode>;

export type TariffType = keyof typeof TARIFF_TYPE_MODELS;

export const isModelCode = (value: unknown): value is ModelCode =>
  typeof value === "string" && (MODEL_CODES as readonly string[]).includes(value);
