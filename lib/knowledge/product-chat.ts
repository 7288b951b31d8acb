import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { normalizeText } from "@/lib/domain/message-text";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import { modelFeatures } from "@/lib/domain/model-features";
import { annualPremium, formatChf } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import models from "@/lib/i18n/messages/de/models.json";

/**
 * The product chat of the details dialog: questions about one product,
 * answered from its model's feature sheet and the premium in the system context. It says so
 * plainly when the sheet does not answer a question.
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

const a = texts.productAnswers;
const f = models.features;

/** A model code from its code or German name ("telmed", "Telmed", "Hausarzt"). */
export function modelCodeOf(model: string): ModelCode | undefined {
  const folded = foldForSearch(model);
  return MODEL_CODES.find((code) => code === folded || foldForSearch(models.names[code]) === folded);
}

/** The monthly price named in the system context ("Monatsprämie CHF 605.20"). */
export function priceFromContext(messages: ProductChatRequest["messages"]): number | undefined {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const match = /Monatsprämie\s*(?:CHF|Fr\.?)\s*([\d'’]+(?:\.\d{1,2})?)/.exec(system);
  return match ? Number(match[1]!.replace(/['’]/g, "")) : undefined;
}

const TOPICS: readonly [RegExp, (ctx: Ctx) => string][] = [
  [/\b(?:preis|kostet|kosten|pramie\w*|teuer|gunstig|bezahle|zahle)\b/, ({ price }) =>
    price === undefined ? a.priceUnknown : fill(a.price, { price: formatChf(price), yearly: formatChf(annualPremium(price)) })],
  [/\b(?:video\w*)\b/, ({ features }) => fill(a.video, { value: features.videocallAvailable ? a.yes : a.no })],
  [/\b(?:notfall\w*|notaufnahme|notfalle)\b/, () => fill(a.emergency, { value: f.emergencyServices })],
  [/\b(?:rezept\w*|medikament\w*)\b/, ({ features }) => fill(a.prescription, { value: f.prescriptionHandling[features.prescriptionHandling] })],
  [/\b(?:spezialist\w*|facharzt\w*|fachärzt\w*|uberweisung\w*|dermatolog\w*|orthopad\w*)\b/, ({ features }) => fill(a.specialist, { value: f.specialistReferral[features.specialistReferral] })],
  [/\b(?:wartefrist\w*|warte\w*|mutterschaft|schwanger\w*|geburt)\b/, () =>
    fill(a.waiting, { value: f.waitingPeriods.none })],
  [/\b(?:zahn\w*|schonheit\w*|halbprivat\w*|privat\w*|nicht gedeckt|ausgeschlossen|ausschluss\w*)\b/, ({ features }) =>
    fill(a.exclusions, { value: features.exclusions.map((e) => f.exclusions[e]).join(", ") })],
  [/\b(?:zusatz\w*|leistung\w*|komplementar\w*|alternativ\w*|vorsorge\w*|ausland)\b/, ({ features }) =>
    fill(a.benefits, { value: [...features.additionalBenefits.map((b) => f.additionalBenefits[b]), f.sameBenefits].join(", ") })],
  [/\b(?:telemed\w*|telefon\w*|app|anruf\w*|hotline|kontakt\w*)\b/, ({ features }) =>
    fill(a.telemedicine, { value: f.telemedicineType[features.telemedicineType], methods: features.contactMethods.map((m) => f.contactMethods[m]).join(", ") })],
  [/\b(?:arztwahl|frei\w* wahl|wahl\w*|eigen\w* arzt|mein\w* arzt|jede\w* arzt|hausarzt\w* behalten)\b/, ({ features }) =>
    fill(a.freeChoice, { value: features.freePhysicianChoice ? a.yes : a.no, firstContact: f.firstContactRequired[features.firstContactRequired] })],
  [/\b(?:anlaufstelle|zuerst|erst\w*|wohin|wen)\b/, ({ features, insurer, modelName }) =>
    fill(a.firstContact, { insurer, model: modelName, value: f.firstContactRequired[features.firstContactRequired] })],
];

/** The whole feature sheet of a model as German sentences (the language model's facts). */
export function featureSheetText(request: ProductChatRequest): string {
  const code = modelCodeOf(request.model);
  if (!code) return "";
  const ctx: Ctx = { features: modelFeatures(code), insurer: request.insurer, modelName: models.names[code], price: priceFromContext(request.messages) };
  return TOPICS.map(([, answer]) => answer(ctx)).join("\n");
}

type Ctx = { features: ReturnType<typeof modelFeatures>; insurer: string; modelName: string; price?: number };

export function answerProductQuestion(request: ProductChatRequest): string {
  const code = modelCodeOf(request.model);
  const question = normalizeText(request.messages.at(-1)!.content);
  const modelName = code ? models.names[code] : request.model;
  if (!code) return fill(a.unknown, { insurer: request.insurer, model: modelName });
  const ctx: Ctx = { features: modelFeatures(code), insurer: request.insurer, modelName, price: priceFromContext(request.messages) };
  const answers = TOPICS.filter(([pattern]) => pattern.test(question)).map(([, answer]) => answer(ctx));
  return answers.length > 0 ? [...new Set(answers)].slice(0, 3).join(" ") : fill(a.unknown, { insurer: request.insurer, model: modelName });
}
