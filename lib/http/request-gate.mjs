// What server.mjs refuses before Next.js sees it: the framework answers these with a 500 (and a
// stack trace in the log for TRACE). Plain JS: server.mjs runs without a build step.

/** The methods the site's pages and API use; everything else (TRACE, CONNECT, PUT, …) is a 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];

const answers = {
  method: { status: 405, error: "Methode nicht erlaubt", details: `Erlaubt sind ${ALLOWED_METHODS.join(", ")}.` },
  url: { status: 400, error: "Ungültige Adresse", details: "Die Adresse enthält ungültige Zeichen." },
};

/** The refusal for a request line (method and raw URL), or null when Next.js may handle it. */
export function gateRefusal(method, rawUrl) {
  if (!ALLOWED_METHODS.includes(method)) return answers.method;
  try {
    const pathname = new URL(rawUrl ?? "/", "http://gate").pathname;
    decodeURIComponent(pathname);
  } catch {
    return answers.url;
  }
  return null;
}
