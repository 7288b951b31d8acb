import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { writtenLanguage } from "@/lib/i18n/written-language";
import { normalizeText } from "@/lib/domain/message-text";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import { modelFeatures } from "@/lib/domain/model-features";
import { annualPremium, formatChf } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/config";
import { fill } from "@/lib/i18n/fill";
import { messagesFor, type Messages } from "@/lib/i18n/messages";
import texts from "@/lib/i18n/messages/de/advisor.json";

/**
 * The product chat of the details dialog: questions about one product, answered from its model's
 * feature sheet and the premium in the system context, in the language of the question (else the
 * page's). It says so plainly when the sheet does not answer a question.
 */
export const productChatSchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(["system", "user", "assistant"]), content: z.string().trim().min(1).max(4000) }))
    .min(1)
    .max(40)
    .refine((messages) => messages.at(-1)?.role === "user", texts.validation.messageEmpty),
  insurer: z.string().trim().min(1).max(200),
  model: z.string().trim().min(1).max(100),
});
export type ProductChatRequest = z.infer<typeof productChatSchema>;

/** A model code from its code or its name in any of the languages ("telmed", "Hausarzt", "Médecin de famille"). */
export function modelCodeOf(model: string): ModelCode | undefined {
  const folded = foldForSearch(model);
  return MODEL_CODES.find((code) => code === folded || locales.some((locale) => foldForSearch(messagesFor(locale).models.names[code]) === folded));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The words before the price in each language's context ("Monatsprämie", "prime mensuelle"), read from
 * the catalogues the dialog writes its context from.
 */
const PRICE_LABELS = locales.map((locale) => {
  const context = messagesFor(locale).productChat.context;
  return escapeRegExp(context.slice(0, context.indexOf("{price}")).split(",").at(-1)!.trim());
});
const PRICE_IN_CONTEXT = new RegExp(`(?:${PRICE_LABELS.join("|")})\\s*(?:CHF|Fr\\.?)\\s*([\\d'’]+(?:\\.\\d{1,2})?)`, "i");

/** The monthly price named in the system context ("Monatsprämie CHF 605.20", "prime mensuelle CHF 605.20"). */
export function priceFromContext(messages: ProductChatRequest["messages"]): number | undefined {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const match = PRICE_IN_CONTEXT.exec(system.replace(/\u00a0/g, " "));
  return match ? Number(match[1]!.replace(/['’]/g, "")) : undefined;
}

type Texts = { a: Messages["advisor"]["productAnswers"]; f: Messages["models"]["features"] };
type Ctx = { features: ReturnType<typeof modelFeatures>; insurer: string; modelName: string; price?: number };

/**
 * The questions the sheet answers, by the words people use for them in German (Swiss German
 * included), French, Italian and English, matched on the folded text (lower case, no accents).
 */
const TOPICS: readonly [RegExp, (ctx: Ctx, texts: Texts) => string][] = [
  [/\b(?:preis|kostet|kosten|pramie\w*|teuer|gunstig|bezahle|zahle|prix|coute?\w*|combien|cher|prime|prezzo|costa|costo|quanto|premio|caro|price|costs?|how much|expensive|cheap)\b/, ({ price }, { a }) =>
    price === undefined ? a.priceUnknown : fill(a.price, { price: formatChf(price), yearly: formatChf(annualPremium(price)) })],
  [/\b(?:video\w*|visio\w*)\b/, ({ features }, { a }) => fill(a.video, { value: features.videocallAvailable ? a.yes : a.no })],
  [/\b(?:notfall\w*|notaufnahme|notfalle|urgences?|urgenz\w*|pronto soccorso|emergenc\w*)\b/, (_, { a, f }) => fill(a.emergency, { value: f.emergencyServices })],
  [/\b(?:rezept\w*|medikament\w*|ordonnances?|medicaments?|ricett\w*|farmac\w*|prescriptions?|medications?|pharmac\w*)\b/, ({ features }, { a, f }) =>
    fill(a.prescription, { value: f.prescriptionHandling[features.prescriptionHandling] })],
  [/\b(?:spezialist\w*|facharzt\w*|fachärzt\w*|uberweisung\w*|dermatolog\w*|orthopad\w*|specialist\w*|specialiste?s?|gyneco\w*|ginecolog\w*|referral|impegnativ\w*)\b/, ({ features }, { a, f }) =>
    fill(a.specialist, { value: f.specialistReferral[features.specialistReferral] })],
  [/\b(?:wartefrist\w*|warte\w*|mutterschaft|schwanger\w*|geburt|delais? d ?attente|attente|grossesse|enceinte|maternite|accouchement|attesa|gravidanz\w*|incinta|maternita|parto|waiting|pregnan\w*|maternity|birth)\b/, (_, { a, f }) =>
    fill(a.waiting, { value: f.waitingPeriods.none })],
  [/\b(?:zahn\w*|schonheit\w*|halbprivat\w*|privat\w*|nicht gedeckt|ausgeschlossen|ausschluss\w*|dent\w*|non couvert\w*|exclu\w*|prive\w*|esclus\w*|non copert\w*|not covered|cosmetic)\b/, ({ features }, { a, f }) =>
    fill(a.exclusions, { value: features.exclusions.map((e) => f.exclusions[e]).join(", ") })],
  [/\b(?:zusatz\w*|leistung\w*|komplementar\w*|alternativ\w*|vorsorge\w*|ausland|prestations?|supplementaire\w*|complementaire\w*|etranger|prestazion\w*|supplementar\w*|complementar\w*|estero|benefits?|extras?|abroad|complementary)\b/, ({ features }, { a, f }) =>
    fill(a.benefits, { value: [...features.additionalBenefits.map((b) => f.additionalBenefits[b]), f.sameBenefits].join(", ") })],
  [/\b(?:telemed\w*|telefon\w*|app|anruf\w*|hotline|kontakt\w*|telephone|appel\w*|contact\w*|chiama\w*|contatt\w*|phone|call)\b/, ({ features }, { a, f }) =>
    fill(a.telemedicine, { value: f.telemedicineType[features.telemedicineType], methods: features.contactMethods.map((m) => f.contactMethods[m]).join(", ") })],
  [/\b(?:arztwahl|frei\w* wahl|wahl\w*|eigen\w* arzt|mein\w* arzt|jede\w* arzt|hausarzt\w* behalten|libre choix|choisir|mon (?:propre )?medecin|libera scelta|sceglier\w*|mio medico|free choice|choose|own doctor|my doctor)\b/, ({ features }, { a, f }) =>
    fill(a.freeChoice, { value: features.freePhysicianChoice ? a.yes : a.no, firstContact: f.firstContactRequired[features.firstContactRequired] })],
  [/\b(?:anlaufstelle|zuerst|erst\w*|wohin|wen|d ?abord|en premier|premier interlocuteur|ou (?:dois|aller)|a qui|per prim[oa]|prima|a chi|dove devo|first|where do i|who do i)\b/, ({ features, insurer, modelName }, { a, f }) =>
    fill(a.firstContact, { insurer, model: modelName, value: f.firstContactRequired[features.firstContactRequired] })],
];

const textsIn = (language: Locale): Texts => ({ a: messagesFor(language).advisor.productAnswers, f: messagesFor(language).models.features });

/** The language of the answer: the question's own words where they say it, else the page's. */
export const productChatLanguage = (request: ProductChatRequest, pageLanguage: Locale = defaultLocale): Locale =>
  writtenLanguage(request.messages.at(-1)!.content) ?? pageLanguage;

/** The whole feature sheet of a model as sentences in the language (the language model's facts). */
export function featureSheetText(request: ProductChatRequest, language: Locale = defaultLocale): string {
  const code = modelCodeOf(request.model);
  if (!code) return "";
  const ctx: Ctx = { features: modelFeatures(code), insurer: request.insurer, modelName: messagesFor(language).models.names[code], price: priceFromContext(request.messages) };
  return TOPICS.map(([, answer]) => answer(ctx, textsIn(language))).join("\n");
}

/** The answer by rules, in the language of the question (else the page's): up to three topics of the sheet, or what it can tell. */
export function answerProductQuestion(request: ProductChatRequest, pageLanguage: Locale = defaultLocale): string {
  const language = productChatLanguage(request, pageLanguage);
  const texts = textsIn(language);
  const code = modelCodeOf(request.model);
  const modelName = code ? messagesFor(language).models.names[code] : request.model;
  if (!code) return fill(texts.a.unknown, { insurer: request.insurer, model: modelName });
  const question = normalizeText(request.messages.at(-1)!.content);
  const ctx: Ctx = { features: modelFeatures(code), insurer: request.insurer, modelName, price: priceFromContext(request.messages) };
  const answers = TOPICS.filter(([pattern]) => pattern.test(question)).map(([, answer]) => answer(ctx, texts));
  return answers.length > 0 ? [...new Set(answers)].slice(0, 3).join(" ") : fill(texts.a.unknown, { insurer: request.insurer, model: modelName });
}
