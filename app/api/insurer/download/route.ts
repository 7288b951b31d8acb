import { readValidBody } from "@/lib/http/api-response";
import { withInsurer } from "@/lib/auth/with-insurer";
import { markLeadsDownloaded } from "@/lib/insurers/portal-leads";
import { downloadSchema } from "@/lib/validations/insurer-portal";

export const dynamic = "force-dynamic";

/** POST /api/insurer/download `{ quoteIds }`: marks the caller's own leads among them; `{ downloadedCount }`. */
export const POST = withInsurer("download", async (request, { db, insurerCode }) => {
  const input = await readValidBody(request, downloadSchema);
  if (!input.ok) return input.response;
  const downloadedCount = await markLeadsDownloaded(db, insurerCode, input.data.quoteIds);
  return Response.json({ downloadedCount }, { headers: { "cache-control": "no-store" } });
});
