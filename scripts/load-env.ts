// Scripts read .env the way Next.js does, before anything touches lib/env.
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd());
