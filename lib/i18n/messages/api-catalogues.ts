import { catalogues } from "./index";

/**
 * The namespaces the API's error answers are written from (lib/http/api-response.ts translates them), in every
 * language. The insurer portal and the admin panel exist in German and French only: Italian and English
 * answer them in German.
 */
const NAMESPACES = ["admin", "advisor", "calculator", "calculatorHousehold", "cancellation", "common", "household", "insurerPortal", "models", "optimizer", "quote", "validation"] as const;

type Catalogue = Record<string, unknown>;
const pick = (locale: keyof typeof catalogues): Catalogue => Object.fromEntries(NAMESPACES.map((namespace) => [namespace, catalogues[locale][namespace]]));

export const apiCatalogues: Record<"de" | "fr" | "it" | "en", Catalogue> = { de: pick("de"), fr: pick("fr"), it: pick("it"), en: pick("en") };
