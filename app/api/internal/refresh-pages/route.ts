import { revalidatePath } from "next/cache";
import { isRefreshToken, REFRESH_TOKEN_HEADER } from "@/lib/seo/page-refresh";

/**
 * Marks every cached page stale, so each is rendered again with the data now loaded on its next
 * visit. Only this server process can call it (lib/seo/page-refresh.ts); anyone else gets a 404.
 */
export function POST(request: Request) {
  if (!isRefreshToken(request.headers.get(REFRESH_TOKEN_HEADER))) {
    return Response.json({ error: "Nicht gefunden", details: "Diese Adresse gibt es nicht." }, { status: 404 });
  }
  revalidatePath("/", "layout");
  console.info("[pages] Zwischengespeicherte Seiten werden mit den geladenen Daten erneuert");
  return new Response(null, { status: 204 });
}
