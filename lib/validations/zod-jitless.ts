import { config } from "zod/v4/core";

/**
 * zod parses without compiling code at run time. Compiling needs `new Function`, which the pages'
 * Content-Security-Policy forbids (no 'unsafe-eval'): zod would probe for it once and the browser
 * would report a violation. The setting is read when a schema is built, so a module that builds
 * schemas imports zod from lib/validations/zod.ts, or imports this module first (zod/mini users,
 * which keep the full zod out of their bundle).
 */
config({ jitless: true });
