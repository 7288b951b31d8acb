import type { IncomingMessage, ServerResponse } from "node:http";

export function inlineScriptHashes(html: string): string[];
export function chooseEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | null;
export function createPagePolicy(
  policyFor: (hashes: string[]) => string,
  options?: { transform?: (html: string, path: string) => string },
): (request: IncomingMessage, response: ServerResponse) => boolean;
