// First start: create .env from the committed example so the embedded defaults just work.
import { chmodSync, copyFileSync, existsSync } from "node:fs";

if (!existsSync(".env")) {
  copyFileSync(".env.example", ".env");
  // It will hold the secrets (SESSION_SECRET, LEAD_ENCRYPTION_KEY, SMTP_URL): the owner's only.
  chmodSync(".env", 0o600);
  console.log("[setup] .env aus .env.example erstellt (Impressum-Platzhalter bitte ersetzen).");
}
