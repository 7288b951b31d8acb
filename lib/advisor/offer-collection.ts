import { findSwissDate } from "@/lib/domain/calendar";
import { fill } from "@/lib/i18n/fill";
import type { PremiumResult } from "@/lib/catalog/types";
import {
  birthDateSchema,
  emailSchema,
  phoneSchema,
  quoteCustomerSchema,
  quoteRequestSchema,
  selectedPremiumOf,
  type Gender,
  type QuoteLanguage,
  type QuoteRequest,
} from "@/lib/validations/quote";
import type { AdvisorAction } from "./actions";
import { normalizeText } from "@/lib/domain/message-text";
import { isNo, isThanksOnly, isYes } from "./intent";
import { rereadOffer } from "./offers";
import { OFFER_STEPS, type AdvisorState, type OfferData, type OfferStep } from "./state";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { quoteTexts, texts } from "@/lib/advisor/texts";
import { replyLanguage } from "@/lib/i18n/reply-language";

/**
 * Collecting the data for a quote in the chat: name, address, date of birth
 * (TT.MM.JJJJ), gender, phone and e-mail, one question at a time, each answer validated with
 * the quote form's schemas and messages; then consent, then the lead through the same service
 * as the quote dialog. A field can be corrected ("meine E-Mail ist …", "Adresse ändern") and
 * the whole collection cancelled at any point.
 */
export type SubmitResult =
  | { ok: true; quoteId: string; duplicate: boolean }
  | { ok: false; status: number; error: string; details?: string; fields?: Record<string, string[]> };
export type LeadSubmitter = (request: QuoteRequest) => Promise<SubmitResult>;

const o = texts.offer;
const q = quoteTexts.errors;

type Parsed = { ok: true; data: Partial<OfferData> } | { ok: false; error: string };

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? "";

const SALUTATION = /^\s*(?:frau|herr|hr\.?|fr\.?)\s+(?=\p{L})/iu;

/** A gender said with other answers: "Frau Anna Muster, …", "…, weiblich, …", "…, Herr". */
function genderIn(raw: string): Gender | undefined {
  const parts = raw.split(/[,;\n]/).map((part) => normalizeText(part));
  if (SALUTATION.test(raw)) return parseGender(normalizeText(raw).split(" ")[0]!);
  const alone = parts.find((part) => /^(?:frau|herr|weiblich|mannlich|divers|w|m|female|male|weiblich geschlecht|geschlecht \w+)$/.test(part));
  return alone ? parseGender(alone) : undefined;
}

function parseName(raw: string): Parsed {
  const cleaned = raw
    .replace(/^\s*(?:ich hei(?:ss|ß)e|mein name ist|i hei(?:ss|ß)e|ich bin|name:?|das ist)\s+/i, "")
    // "Frau Anna Muster": the salutation is the gender (read apart), not a first name.
    .replace(SALUTATION, "")
    .replace(/[.!]+$/, "")
    .trim();
  if (cleaned.includes(",")) {
    const [last, first] = cleaned.split(",").map((part) => part.trim());
    return validateName(first ?? "", last ?? "");
  }
  const parts = cleaned.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts.length === 0 ? { ok: false, error: q.firstName } : { ok: false, error: o.nameIncomplete };
  return validateName(parts.slice(0, -1).join(" "), parts[parts.length - 1]!);
}

/** "Anna Muster, Bahnhofstrasse 5, 8001 Zürich": the name and the street line in one answer. */
function parseNameAndAddress(raw: string): Parsed {
  const parts = raw.split(",").map((part) => part.trim());
  const streetAt = parts.findIndex((part, index) => index > 0 && /[A-Za-zÀ-ÿ]{2}.*\s\d+\s*[a-zA-Z]?$/.test(part) && !/^\d{4}\s/.test(part));
  if (streetAt < 1) return parseName(raw);
  const name = parseName(parts.slice(0, streetAt).join(" "));
  const address = parseAddress(parts.slice(streetAt).join(", "));
  if (!name.ok) return name;
  return address.ok ? { ok: true, data: { ...name.data, ...address.data } } : name;
}

function validateName(firstName: string, lastName: string): Parsed {
  const first = quoteCustomerSchema.shape.firstName.safeParse(firstName);
  if (!first.success) return { ok: false, error: firstIssue(first) };
  const last = quoteCustomerSchema.shape.lastName.safeParse(lastName);
  if (!last.success) return { ok: false, error: firstIssue(last) };
  return { ok: true, data: { firstName: first.data, lastName: last.data } };
}

function parseAddress(raw: string): Parsed {
  // "Bahnhofstrasse 12", "Bahnhofstrasse 12a, 8001 Zürich": the street line only.
  const line = raw.replace(/^\s*(?:meine adresse ist|adresse:?|ich wohne (?:an der|in der|am)?)\s*/i, "").split(/,|\s\d{4}\s/)[0]!.trim();
  const street = quoteCustomerSchema.shape.address.safeParse(line);
  if (!street.success) return { ok: false, error: q.street };
  if (!/\d/.test(street.data)) return { ok: false, error: o.houseNumberMissing };
  if (!/[A-Za-zÀ-ÿ]{2}/.test(street.data)) return { ok: false, error: q.street };
  return { ok: true, data: { address: street.data } };
}

function parseBirthDate(raw: string): Parsed {
  const iso = findSwissDate(raw);
  // A date in the right form that is no real day ("99.99.1990") is invalid, not badly written.
  if (!iso) return { ok: false, error: /\d{1,2}[./-]\d{1,2}[./-]\d{4}/.test(raw) ? q.birthDateInvalid : o.dateFormat };
  const valid = birthDateSchema.safeParse(iso);
  if (!valid.success) return { ok: false, error: firstIssue(valid) };
  return { ok: true, data: { birthDate: valid.data } };
}

export function parseGender(raw: string): Gender | undefined {
  const text = normalizeText(raw);
  if (/\b(?:divers|andere\w*|nonbinar\w*|non binar\w*|keine angabe)\b/.test(text)) return "other";
  if (/\b(?:frau|weiblich|w|f|female|madame|mrs|ms)\b/.test(text)) return "female";
  if (/\b(?:herr|mann|mannlich|m|male|monsieur|mr)\b/.test(text)) return "male";
  return undefined;
}

function parseGenderAnswer(raw: string): Parsed {
  const gender = parseGender(raw);
  return gender ? { ok: true, data: { gender } } : { ok: false, error: q.gender };
}

function parsePhone(raw: string): Parsed {
  const candidate = /\+?[\d][\d\s\-/()]{5,}\d/.exec(raw)?.[0] ?? raw;
  const valid = phoneSchema.safeParse(candidate);
  return valid.success ? { ok: true, data: { phone: valid.data } } : { ok: false, error: firstIssue(valid) };
}

function parseEmail(raw: string): Parsed {
  const candidate = /[^\s@]+@[^\s@]+/.exec(raw)?.[0]?.replace(/[.,;!]+$/, "") ?? raw;
  const valid = emailSchema.safeParse(candidate);
  return valid.success ? { ok: true, data: { email: valid.data } } : { ok: false, error: firstIssue(valid) };
}

const LANGUAGE_WORDS: readonly [RegExp, QuoteLanguage][] = [
  [/\b(?:franzosisch|francais|franzosich|auf franzosisch)\b/, "fr"],
  [/\b(?:italienisch|italiano)\b/, "it"],
  [/\b(?:englisch|english)\b/, "en"],
];
const languageOf = (raw: string) => LANGUAGE_WORDS.find(([pattern]) => pattern.test(normalizeText(raw)))?.[1];

const PARSERS: Record<Exclude<OfferStep, "consent">, (raw: string) => Parsed> = {
  name: parseNameAndAddress,
  address: parseAddress,
  birthDate: parseBirthDate,
  gender: parseGenderAnswer,
  phone: parsePhone,
  email: parseEmail,
};

/** A correction names its field: "meine E-Mail ist …", "Adresse ändern", "falsche Telefonnummer". */
const FIELD_WORDS: readonly [RegExp, Exclude<OfferStep, "consent">][] = [
  [/\b(?:e ?mail\w*|mail\w*)\b/, "email"],
  [/\b(?:telefon\w*|handy\w*|natel\w*|nummer)\b/, "phone"],
  [/\b(?:adresse|strasse|anschrift)\b/, "address"],
  [/\b(?:geburtsdatum|geburtstag|geboren)\b/, "birthDate"],
  [/\b(?:geschlecht|anrede)\b/, "gender"],
  [/\b(?:name\w*|vorname\w*|nachname\w*)\b/, "name"],
];
const CORRECTION = /\b(?:korrigier\w*|korrektur|anderu?n?\w*|andern|falsch\w*|stimmt nicht|ist (?:nicht|falsch)|aktualisier\w*|neu(?:e)?)\b/;

const filled = (data: OfferData, step: OfferStep): boolean =>
  step === "name" ? Boolean(data.firstName && data.lastName) : step === "consent" ? false : Boolean(data[step]);

const nextStep = (data: OfferData): OfferStep => OFFER_STEPS.find((step) => !filled(data, step)) ?? "consent";

function question(step: OfferStep, data: OfferData, state: AdvisorState): string {
  const insurer = state.ausgewaehlt?.versicherer ?? "";
  switch (step) {
    case "name":
      return o.askName;
    case "address":
      return fill(o.askAddress, { place: [state.ausgewaehlt?.plz, data.city].filter(Boolean).join(" ") });
    case "birthDate": {
      // "Du bist 1990 geboren: an welchem Tag genau?": the year said in the search is not asked again.
      const year = knownBirthYear(state);
      return year ? fill(o.askBirthDateOfYear, { year: String(year) }) : o.askBirthDate;
    }
    case "gender":
      return o.askGender;
    case "phone":
      return fill(o.askPhone, { insurer });
    case "email":
      return o.askEmail;
    case "consent":
      return fill(o.askConsent, { insurer, summary: summary(data, state) });
  }
}

/** The writer's birth year from the search: their own in a household, else the search's. */
function knownBirthYear(state: AdvisorState): number | undefined {
  const persons = state.personen ?? [];
  if (persons.length > 0) return persons.find((person) => person.rolle === "self")?.geburtsjahr;
  return state.geburtsjahr ?? undefined;
}

/** "14.3.", "14.03", "14 3": a day and month, completed with the birth year the search knows. */
function withKnownYear(raw: string, year: number | undefined): string {
  if (!year || /\d{4}/.test(raw)) return raw;
  const dayMonth = /^\D*?(\d{1,2})\s*[./ ]\s*(\d{1,2})\s*\.?\s*$/.exec(raw);
  return dayMonth ? `${dayMonth[1]}.${dayMonth[2]}.${year}` : raw;
}

function summary(data: OfferData, state: AdvisorState): string {
  const [year, month, day] = (data.birthDate ?? "").split("-");
  const rows: [keyof typeof o.labels, string][] = [
    ["name", `${data.firstName ?? ""} ${data.lastName ?? ""}`],
    ["address", `${data.address ?? ""}, ${state.ausgewaehlt?.plz ?? ""} ${data.city ?? ""}`],
    ["birthDate", day ? `${day}.${month}.${year}` : ""],
    ["gender", data.gender ? o.genders[data.gender] : ""],
    ["phone", data.phone ?? ""],
    ["email", data.email ?? ""],
  ];
  return rows.map(([label, value]) => fill(o.summaryLine, { label: o.labels[label], value })).join("\n");
}

export function startOfferCollection(state: AdvisorState, premium: PremiumResult, idempotencyKey: string) {
  const offertendaten: OfferData = { step: "name", city: premium.region.ortschaftsname, language: "de", idempotencyKey };
  return {
    state: { ...state, offertendaten, conversation_stage: "offer_collection" as const },
    message: fill(o.start, { insurer: premium.insurer.name }),
  };
}

type Outcome = { state: AdvisorState; actions: AdvisorAction[] };
/** A question about the quote's terms: what it costs, whether it binds (German, Swiss German, French, Italian, English). */
export const QUOTE_TERMS = /\b(?:verbindlich\w*|unverbindlich\w*|verpflicht\w*|bindend\w*|vertrag\w*|(?:kostet|koschtet|choschtet|chostet) (?:\w+ ){0,3}(?:etwas|was|oppis|opis|ebbis|nut)|gratis|kostenlos\w*|gratuit\w*|payant\w*|sans engagement|engage\w*|(?:ca )?coute (?:quelque chose|qqch|rien)|costa qualcosa|gratuit[ao]|senza impegno|impegn\w*|vincolant\w*|free|no obligation|binding|bound|obliged|obligation|oblige\w*|obblig\w*|tenu de|(?:does it|will it|would it) cost (?:anything|something|money)|cost anything)\b/;

/** The form's question for the step it is at: asked again after a question in the middle of it was answered. */
export function formQuestion(state: AdvisorState): string {
  const data = state.offertendaten ?? {};
  return question(data.step ?? nextStep(data), data, state);
}

/** "was bruucht ihr vo mir?", "vous avez besoin de quoi ?", "cosa vi serve?": what the quote needs. */
export const QUOTE_NEEDS = /\b(?:was (?:brauch\w*|bruuch\w*|bruch\w*|benotig\w*) (?:ihr|dir|sie|du)|was (?:muss|mues|mus) (?:ich|i) (?:\w+ ){0,2}(?:angeben|aagee|ageh|sage|sagen|liefere|liefern)|welche (?:angaben|date|daten)|(?:avez|as) besoin de quoi|besoin de quoi|de quoi (?:avez|as) (?:vous|tu) besoin|(?:quelles|quels) (?:informations|infos|donnees|renseignements)|cosa (?:vi|ti|le) (?:serve|servono|occorre)|di cosa (?:avete|hai) bisogno|quali (?:dati|informazioni)|what (?:do you|d you) need|what (?:info\w*|data|details) (?:do you )?need|what (?:do|should) i (?:need to )?(?:give|provide|send))\b/;

const ask = (state: AdvisorState, message: string): Outcome => ({ state, actions: [{ type: "ask_user", message }] });

export async function continueOfferCollection(
  intent: "offer_data" | "cancel",
  raw: string,
  state: AdvisorState,
  deps: { catalog: SearchCatalog; now: Date; submitLead?: LeadSubmitter },
): Promise<Outcome> {
  if (intent === "cancel") {
    return { state: { ...state, offertendaten: {}, conversation_stage: "selected" }, actions: [{ type: "ai_response", message: o.cancelled }] };
  }
  let data: OfferData = { ...state.offertendaten };
  const step = data.step ?? nextStep(data);
  const text = normalizeText(raw);
  const language = languageOf(raw);
  if (language) data.language = language;

  // "danke viu mau" in the middle of the form: thanked back, and the question asked again without an error.
  if (step !== "consent" && isThanksOnly(text)) return ask({ ...state, offertendaten: data }, `${o.thanksInForm} ${question(step, data, state)}`);
  // "isch das gratis?", "c'est gratuit ?" in the middle of the form: answered, and the question asked again.
  if (step !== "consent" && QUOTE_TERMS.test(text) && !/[@\d]/.test(raw)) return ask({ ...state, offertendaten: data }, `${o.termsInForm} ${question(step, data, state)}`);
  // "vous avez besoin de quoi ?": what the quote needs, and the question again.
  if (step !== "consent" && QUOTE_NEEDS.test(text) && !/[@\d]/.test(raw)) return ask({ ...state, offertendaten: data }, `${o.needsInForm} ${question(step, data, state)}`);
  // A correction of another field than the one asked.
  const named = FIELD_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (named && named !== step && (CORRECTION.test(text) || step === "consent")) {
    const parsed = PARSERS[named](raw.replace(/^.*?(?:ist|lautet|:|auf)\s+/i, ""));
    if (parsed.ok) {
      data = { ...data, ...parsed.data };
      data.step = nextStep(data);
      return ask({ ...state, offertendaten: data }, `${o.corrected} ${question(data.step, data, state)}`);
    }
    data.step = named;
    return ask({ ...state, offertendaten: data }, question(named, data, state));
  }

  if (step === "consent") {
    if (isNo(text)) return ask({ ...state, offertendaten: data }, fill(o.consentRequired, { insurer: state.ausgewaehlt?.versicherer ?? "" }));
    if (!isYes(text) && !/\b(?:einverstanden|zustimm\w*|erlaubt|darfst|okay)\b/.test(text)) {
      return ask({ ...state, offertendaten: data }, fill(o.consentRequired, { insurer: state.ausgewaehlt?.versicherer ?? "" }));
    }
    return submit({ ...state, offertendaten: data }, deps);
  }

  const parsed = PARSERS[step](step === "birthDate" ? withKnownYear(raw, knownBirthYear(state)) : raw);
  if (!parsed.ok) return ask({ ...state, offertendaten: data }, fill(o.fieldError, { error: parsed.error, question: question(step, data, state) }));
  data = { ...data, ...parsed.data };
  // Answers to later questions in the same message ("…, lena@example.ch, 076 555 12 34") are taken; a broken one is said now.
  const more = laterFields(raw, step, data);
  data = { ...data, ...more.data };
  data.step = nextStep(data);
  // Several answers in one message are acknowledged before the next question.
  const taken = Object.keys(parsed.data).length + Object.keys(more.data).length;
  const noted = taken >= 3 && more.errors.length === 0 && data.step !== "consent" ? [o.noted] : [];
  return ask({ ...state, offertendaten: data }, [...noted, ...more.errors, question(data.step, data, state)].join(" "));
}

/** A date of birth, a phone number or an e-mail address found in an answer to another question. */
const LATER: readonly [Exclude<OfferStep, "consent" | "name" | "address" | "gender">, RegExp][] = [
  ["birthDate", /\b\d{1,2}\.\d{1,2}\.\d{4}\b/],
  ["phone", /(?:\+41|\b0)\d{1,2}[\d\s]{6,}\d/],
  ["email", /[^\s,;]*@[^\s,;]*/],
];

function laterFields(raw: string, step: OfferStep, data: OfferData): { data: Partial<OfferData>; errors: string[] } {
  const found: Partial<OfferData> = {};
  const errors: string[] = [];
  const gender = step !== "gender" && !data.gender ? genderIn(raw) : undefined;
  if (gender) found.gender = gender;
  for (const [field, pattern] of LATER) {
    const candidate = pattern.exec(raw)?.[0];
    if (field === step || filled(data, field) || !candidate) continue;
    const parsed = PARSERS[field](candidate);
    if (parsed.ok) Object.assign(found, parsed.data);
    else errors.push(fill(o.laterFieldError, { error: parsed.error, value: candidate }));
  }
  return { data: found, errors };
}

async function submit(state: AdvisorState, deps: { catalog: SearchCatalog; submitLead?: LeadSubmitter }): Promise<Outcome> {
  const selected = state.ausgewaehlt;
  const premium = selected ? rereadOffer(deps.catalog, selected) : null;
  if (!selected || !premium) return { state: { ...state, offertendaten: {}, conversation_stage: "offers" }, actions: [{ type: "ai_response", message: o.offerGone }] };
  if (!deps.submitLead) return ask(state, o.unavailable);
  const data = state.offertendaten;
  const request = quoteRequestSchema.safeParse({
    selectedPremium: selectedPremiumOf(premium),
    customerData: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      birthDate: data.birthDate,
      address: data.address,
      city: data.city ?? premium.region.ortschaftsname,
      gender: data.gender,
      // The language asked for, else the one the conversation is held in.
      language: data.language ?? replyLanguage(),
      consent: true,
    },
    idempotencyKey: data.idempotencyKey,
  });
  if (!request.success) {
    const step = nextStep({ ...data, step: undefined });
    return ask({ ...state, offertendaten: { ...data, step } }, fill(o.fieldError, { error: firstIssue(request), question: question(step, data, state) }));
  }
  const result = await deps.submitLead(request.data);
  if (!result.ok) return ask(state, fill(o.failed, { error: result.details ?? result.error }));
  return {
    state: { ...state, offertendaten: { quoteId: result.quoteId }, conversation_stage: "done" },
    actions: [{ type: "ai_response", message: fill(result.duplicate ? o.duplicate : o.submitted, { insurer: premium.insurer.name, quoteId: result.quoteId }) }],
  };
}
