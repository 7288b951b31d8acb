import { readJsonBody, validationError } from "@/lib/http/api-response";
import { withInsurer } from "@/lib/insurer-api/with-insurer";
import { markLeadsDownloaded } from "@/lib/leads/insurer-leads";
import { downloadSchema } from "@/lib/validations/insurer-portal";

export const dynamic = "force-dynamic";

/** POST /api/insurer/download `{ quoteIds }`: marks the caller's own leads among them; `{ downloadedCount }`. */
export const POST = withInsurer("download", async (request, { db, insurerCode }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = downloadSchema.safeParse(body.body);
  if (!input.success) return validationError(input.error);
  const downloadedCount = await markLeadsDownloaded(db, insurerCode, input.data.quoteIds);
  return Response.json({ downloadedCount }, { headers: { "cache-control": "no-store" } });
});
