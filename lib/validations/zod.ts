// zod with the site's setting applied first (see zod-jitless.ts).
import "./zod-jitless";

export { z } from "zod";
