/**
 * The client's address as the nearest proxy reports it: the last entry of X-Forwarded-For
 * (the one the proxy appended itself, which a client cannot forge), else X-Real-IP. Without a
 * proxy every client shares "unknown", so limits per address then act as one global limit.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
  const address = last ?? request.headers.get("x-real-ip")?.trim();
  return address && address.length <= 100 ? address.toLowerCase() : "unknown";
}
