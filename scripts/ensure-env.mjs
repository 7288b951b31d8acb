// First start: create .env from the committed example so the embedded defaults just work.
import { copyFileSync, existsSync } from "node:fs";

if (!existsSync(".env")) {
  copyFileSync(".env.example", ".env");
  console.log("[setup] .env aus .env.example erstellt (Impressum-Platzhalter bitte ersetzen).");
}
