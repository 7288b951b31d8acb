import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { DEFAULT_EXPECTED_COSTS } from "./franchise-optimization";
import { compactOfferSchema } from "./state";

/** POST /api/orchestrator/optimize-franchise: expected yearly costs (default 1000) and the offers of the state. */
export const optimizeRequestSchema = z.object({
  erwarteteKosten: z.number().min(0).max(1_000_000).default(DEFAULT_EXPECTED_COSTS),
  angebote: z.array(compactOfferSchema).min(1).max(10),
});
