import { getCatalog } from "@/lib/catalog/catalog";
import { getDatabase } from "@/lib/db";
import { apiError, guarded, readValidBody } from "@/lib/http/api-response";
import validation from "@/lib/i18n/messages/de/validation.json";
import { householdOfferView, resolveHouseholdOffer } from "@/lib/leads/household-offer";
import { householdSelectionSchema } from "@/lib/leads/household-selection";

/**
 * POST /api/quote/household: the household offer the quote dialog shows, read from the premium
 * data for the selection (insurer, tariff year, postal code, each person's premium id). The same
 * checks as the quote request: 400/422 with the field when the persons do not form one offer.
 */
export function POST(request: Request) {
  return guarded("quote/household", async () => {
    const input = await readValidBody(request, householdSelectionSchema);
    if (!input.ok) return input.response;
    const catalog = await getCatalog();
    if (!catalog) return apiError(503, validation.dataUnavailable, validation.dataUnavailableDetails);
    const resolved = await resolveHouseholdOffer(catalog, await getDatabase(), input.data);
    if (!resolved.ok) return apiError(resolved.status, resolved.error, resolved.details, { fields: { [resolved.field]: [resolved.details] } });
    return Response.json(householdOfferView(input.data, resolved.offer), { headers: { "cache-control": "no-store" } });
  });
}
