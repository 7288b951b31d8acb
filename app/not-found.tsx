import { messages } from "@/lib/i18n/messages";
import "./globals.css";

const texts = messages.pages.notFound;

// An address no page of any language answers (the request gate sends every other address to a
// language's pages, where app/[locale]/not-found.tsx answers in that language).
export default function GlobalNotFound() {
  return (
    <html lang="de-CH">
      <body className="bg-background text-foreground antialiased">
        <main className="mx-auto max-w-3xl space-y-4 px-4 py-16">
          <h1 className="text-2xl font-bold">{texts.title}</h1>
          <p>
            <a href="/" className="text-primary underline underline-offset-4">
              {texts.links.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
