import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from "@/lib/validations/premiums";
import { GENDERS, LANGUAGES } from "@/lib/validations/quote";
import { locales } from "@/lib/i18n/config";
import { fill } from "@/lib/i18n/fill";
import { texts } from "@/lib/advisor/texts";

/**
 * The conversation state. The server is stateless: the state travels with
 * every turn and is parsed here on the way in. Unknown fields are dropped (zod's default),
 * texts and lists are capped, and premiums in it are display copies only: the engine re-reads
 * every premium it uses from the index.
 */
export const MAX_MESSAGE_LENGTH = 2000;
const MAX_OFFERS = 10;
const text = (max: number) => z.string().trim().max(max);

export const STAGES = ["welcome", "collecting", "choose_location", "offers", "selected", "offer_collection", "done"] as const;
export type Stage = (typeof STAGES)[number];

/** An offer as the state carries it: the id and the situation to re-read it, plus display copies. */
export const compactOfferSchema = z.object({
  id: text(64).min(1),
  versicherer: text(200),
  versichererCode: text(20),
  modell: z.enum(MODEL_CODES),
  produkt: text(200).optional(),
  franchise: z.number().int().min(0).max(2500),
  monatspraemie: z.number().nonnegative().max(100_000),
  plz: z.string().regex(/^\d{4}$/),
  bfs: z.number().int().positive().max(99_999).optional(),
  geburtsjahr: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX),
  unfalldeckung: z.boolean(),
  /** The tariff year of the premium (older states lack it: then the id's year counts). */
  tarifjahr: z.number().int().min(2000).max(2100).optional(),
});
export type CompactOffer = z.infer<typeof compactOfferSchema>;

export const OFFER_STEPS = ["name", "address", "birthDate", "gender", "phone", "email", "consent"] as const;
export type OfferStep = (typeof OFFER_STEPS)[number];

export const offerDataSchema = z.object({
  step: z.enum(OFFER_STEPS).optional(),
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  address: text(200).optional(),
  city: text(100).optional(),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  gender: z.enum(GENDERS).optional(),
  language: z.enum(LANGUAGES).optional(),
  phone: text(30).optional(),
  email: text(254).optional(),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/).optional(),
  quoteId: text(100).optional(),
});
export type OfferData = z.infer<typeof offerDataSchema>;

export const locationChoiceSchema = z.object({
  plz: z.string().regex(/^\d{4}$/),
  bfs: z.number().int().positive().max(99_999),
  name: text(120),
});
export type StateLocationChoice = z.infer<typeof locationChoiceSchema>;

/** A person of the household: the one writing, a partner or a child. */
export const ROLES = ["self", "partner", "child"] as const;
export const personSchema = z.object({
  geburtsjahr: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX),
  rolle: z.enum(ROLES).optional(),
  /** The person's own deductible when it was said per person ("d Chind 0"); else the search's. */
  franchise: z.number().int().min(0).max(2500).optional(),
});
export type StatePerson = z.infer<typeof personSchema>;

/** The last question about prices asked (to answer a follow-up like "und fürs 2026?"), `offen` while data to answer it is missing. */
export const QUESTION_KINDS = ["insurer", "models", "trend", "saving", "price", "franchises", "accident"] as const;
export const questionSchema = z.object({
  kind: z.enum(QUESTION_KINDS),
  claim: z.enum(["price", "cheapest", "trend", "model"]).optional(),
  models: z.array(z.enum(MODEL_CODES)).max(4).optional(),
  franchises: z.array(z.number().int().min(0).max(2500)).max(2).optional(),
  model: z.enum(MODEL_CODES).optional(),
  yearly: z.boolean().optional(),
  perMonth: z.enum(["confirm", "either"]).optional(),
  budget: z.number().positive().max(10_000).optional(),
  household: z.boolean().optional(),
  dearest: z.boolean().optional(),
  offen: z.boolean().optional(),
});
export type StateQuestion = z.infer<typeof questionSchema>;

/** What the advisor has said once and does not repeat (the 8-hour question, the how-to hint). */
export const ASKED = ["unfall", "hinweis", "annahme"] as const;

export const advisorStateSchema = z.object({
  plz: z.string().regex(/^\d{4}$/).nullish(),
  /** The municipality (BFS number) when the postal code spans several premium regions. */
  bfs: z.number().int().positive().max(99_999).nullish(),
  ort: text(120).nullish(),
  /** Age in the current year, as the spec names it; the birth year is what the search uses. */
  alter: z.number().int().min(0).max(150).nullish(),
  geburtsjahr: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX).nullish(),
  unfalldeckung: z.boolean().nullish(),
  modell: z.enum(MODEL_CODES).nullish(),
  franchise: z.number().int().min(0).max(2500).nullish(),
  erwartete_kosten: z.number().min(0).max(1_000_000).nullish(),
  /** The tariff year chosen with the results panel's year switch; null: the site's default. */
  tarifjahr: z.number().int().min(2000).max(2100).nullish(),
  /** The person's current insurer (BAG number) and model: offers are compared with staying. */
  aktuelle_kasse: z.string().regex(/^\d{1,5}$/).nullish(),
  aktuelles_modell: z.enum(MODEL_CODES).nullish(),
  /** The deductible of the current contract when the person said it apart from the one wanted ("… 300 Franchise, was spare ich mit 2500?"). */
  aktuelle_franchise: z.number().int().min(0).max(2500).nullish(),
  /** The monthly premium the person says they pay now (compared as stated, not replaced). */
  aktuelle_praemie: z.number().positive().max(10_000).nullish(),
  /** The year that premium is paid in, when the person said (the coming one); else this calendar year. */
  aktuelle_praemie_jahr: z.number().int().min(2000).max(2100).nullish(),
  /** The insurer the last question was about ("was kostet die EGK"). */
  gefragte_kasse: z.string().regex(/^\d{1,5}$/).nullish(),
  /** The household when several persons were named; the search runs for each. */
  personen: z.array(personSchema).max(8).default([]),
  gesagt: z.array(z.enum(ASKED)).max(ASKED.length).default([]),
  frage: questionSchema.nullish(),
  /** The topic of the last look-up ("und bi HMO?" asks the same about another model). */
  thema: text(40).nullish(),
  angebote: z.array(compactOfferSchema).max(MAX_OFFERS).default([]),
  ausgewaehlt: compactOfferSchema.nullish(),
  offertendaten: offerDataSchema.default({}),
  orte: z.array(locationChoiceSchema).max(20).default([]),
  conversation_stage: z.enum(STAGES).default("welcome"),
  /** The language the conversation is answered in, once another than German (the person wrote in it). */
  sprache: z.enum(locales).nullish(),
  last_intent: text(40).nullish(),
});
export type AdvisorState = z.infer<typeof advisorStateSchema>;

export const initialState = (): AdvisorState => advisorStateSchema.parse({});

const v = texts.validation;

export const advisorRequestSchema = z.object({
  userInput: z
    .string({ error: v.messageEmpty })
    .trim()
    .min(1, v.messageEmpty)
    .max(MAX_MESSAGE_LENGTH, fill(v.messageTooLong, { max: MAX_MESSAGE_LENGTH })),
  state: advisorStateSchema.nullish().transform((state) => state ?? initialState()),
});
export type AdvisorRequest = z.infer<typeof advisorRequestSchema>;

export { MAX_OFFERS };
