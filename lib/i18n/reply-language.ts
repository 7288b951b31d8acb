import { AsyncLocalStorage } from "node:async_hooks";
import { defaultLocale, type Locale } from "./config";
import { catalogues, type Messages } from "./messages";

/**
 * The language the server answers one request in (the advisor's replies), for code that writes its
 * texts from the catalogue: `inReplyLanguage("fr", () => …)` around the request, `catalogueView`
 * where the texts are read. Outside a request German, as the catalogue's source.
 */
const language = new AsyncLocalStorage<Locale>();

export const inReplyLanguage = <T>(locale: Locale, run: () => T): T => language.run(locale, run);
export const replyLanguage = (): Locale => language.getStore() ?? defaultLocale;

type Path = readonly (string | symbol)[];

function at(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) value = (value as Record<string | symbol, unknown> | undefined)?.[key];
  return value;
}

/**
 * One namespace of the catalogue as an object of the German shape whose texts are read, at each
 * access, in the reply language: `const t = catalogueView("advisor").engine` may be taken once at
 * module load and still answers `t.welcome` in French inside `inReplyLanguage("fr", …)`. The
 * catalogues hold the same keys in every language (tests/unit/i18n/catalogues.test.ts); a text
 * missing in a language falls back to German.
 */
export function catalogueView<K extends keyof Messages>(namespace: K): Messages[K] {
  const views = new Map<string, object>();
  const view = (path: Path): object => {
    const key = path.map(String).join("\u0000");
    const cached = views.get(key);
    if (cached) return cached;
    const german = at(catalogues.de[namespace], path) as object;
    const proxy = new Proxy(german, {
      get(target, property, receiver) {
        const germanValue = Reflect.get(target, property, receiver);
        if (typeof property === "symbol" || !Object.hasOwn(target, property)) return germanValue;
        if (germanValue !== null && typeof germanValue === "object") return view([...path, property]);
        const locale = replyLanguage();
        if (locale === defaultLocale) return germanValue;
        return at(catalogues[locale][namespace], [...path, property]) ?? germanValue;
      },
    });
    views.set(key, proxy);
    return proxy;
  };
  return view([]) as Messages[K];
}
