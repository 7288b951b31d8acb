import { config } from "zod/v4/core";

/**
 * zod parses without compiling code at run time. Compiling needs `new Function`, which the pages'
 * Content-Security-Policy forbids (no 'unsafe-eval'): zod would probe for it once and the browser
 * would report a violation. The setting is read when a schema is built, so every module that builds
 * schemas imports this module before zod.
 */
config({ jitless: true });
