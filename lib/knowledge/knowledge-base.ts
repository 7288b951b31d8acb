import about from "@/lib/i18n/messages/de/about.json";
import basel from "@/lib/i18n/messages/de/basel.json";
import faq from "@/lib/i18n/messages/de/faq.json";
import guide from "@/lib/i18n/messages/de/guide.json";
import knowledge from "@/lib/i18n/messages/de/knowledge.json";
import models from "@/lib/i18n/messages/de/models.json";
import privacy from "@/lib/i18n/messages/de/privacy.json";
import zurich from "@/lib/i18n/messages/de/zurich.json";
import { swissToday, type IsoDate } from "@/lib/domain/calendar";
import { deadlineValues } from "@/lib/i18n/deadline-values";
import { fill } from "@/lib/i18n/fill";
import { fillFacts } from "@/lib/i18n/fill-facts";
import { routes } from "@/lib/site";

/**
 * The local knowledge base: the site's own pages (their texts live in the message catalogue)
 * cut into sections, each FAQ answer on its own, and a curated set of facts about basic
 * insurance. Each document knows the page it comes from, so an answer can cite it.
 */
export type KnowledgeDocument = { id: string; title: string; url: string; text: string };

const SKIPPED = new Set(["meta", "breadcrumb", "structuredData", "cta", "hero"]);

/** Keys whose values are no reading text: links and icons, and the guide's texts for other dates. */
const NOT_TEXT = new Set(["route", "key", "href", "icon", "hintMoved", "countdownMidYear"]);

/** Every text inside a value, in order. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (NOT_TEXT.has(key) ? [] : texts(inner)));
  }
  return [];
}

const sentence = (text: string) => (/[.!?:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * A page's text with a figure the page computes from the premium data ("{municipalitiesLand} Gemeinden") is left
 * out: the knowledge base fills only the dates (`known`), and a sentence with its figure blanked would be wrong.
 */
const computedElsewhere = (text: string, known: ReadonlySet<string>) => [...text.matchAll(/\{(\w+)\}/g)].some(([, key]) => !known.has(key!));

function pageSections(page: Record<string, unknown>, url: string, pageTitle: string, id: string, known: ReadonlySet<string>): KnowledgeDocument[] {
  return Object.entries(page).flatMap(([key, section]) => {
    if (SKIPPED.has(key) || !section || typeof section !== "object") return [];
    const title = typeof (section as { title?: unknown }).title === "string" ? (section as { title: string }).title : pageTitle;
    const body = texts(section).filter((text) => text !== title && !computedElsewhere(text, known));
    if (body.length === 0) return [];
    return [{ id: `${id}-${key}`, title: `${pageTitle}: ${title}`, url, text: body.map(sentence).join(" ") }];
  });
}

function faqDocuments(): KnowledgeDocument[] {
  return faq.questions.items.map((item, index) => ({
    id: `faq-${index}`,
    title: item.question,
    url: routes.faq,
    text: texts(item.answer).map(sentence).join(" "),
  }));
}

function modelDocuments(): KnowledgeDocument[] {
  return (Object.keys(models.names) as (keyof typeof models.names)[]).map((code) => ({
    id: `model-${code}`,
    title: `Modell ${models.names[code]}`,
    url: routes.guide,
    text: sentence(models.descriptions[code]),
  }));
}

function documentsOf(today: IsoDate): KnowledgeDocument[] {
  // Deadline texts name the next switch dates, filled in from the one deadline function.
  const values = deadlineValues(today);
  const known = new Set(Object.keys(values));
  return [
    ...knowledge.facts.map((fact, index) => ({ id: `fact-${index}`, ...fact })),
    ...faqDocuments(),
    ...modelDocuments(),
    ...pageSections(guide, routes.guide, guide.meta.title, "guide", known),
    ...pageSections(zurich, routes.zurich, zurich.meta.title, "zurich", known),
    ...pageSections(basel, routes.basel, basel.meta.title, "basel", known),
    ...pageSections(about, routes.about, about.meta.title, "about", known),
    ...pageSections(privacy, routes.privacy, privacy.meta.title, "privacy", known),
    ...pageSections({ cantons: faq.cantons }, routes.faq, faq.meta.title, "faq", known),
      // Legal facts are placeholders in the catalogue ("{fact:co-payment}"): the reviewed statement with its source.
  ].map((doc) => ({ ...doc, title: fillFacts(fill(doc.title, values)), text: fillFacts(fill(doc.text, values)) }));
}

let cached: { day: IsoDate; documents: KnowledgeDocument[] } | undefined;

/** The knowledge base as of `today` (built once per day: its deadline texts change with the date). */
export function knowledgeDocuments(today: IsoDate = swissToday(new Date())): KnowledgeDocument[] {
  if (cached?.day !== today) cached = { day: today, documents: documentsOf(today) };
  return cached.documents;
}
