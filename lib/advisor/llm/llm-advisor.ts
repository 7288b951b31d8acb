import { LLM_TIMEOUT_MS } from "@/lib/llm/llm-config";
import { generateText, stepCountIs, tool, type LanguageModel } from "ai";
import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { withQuerySuffix } from "@/lib/knowledge/knowledge-request";
import { searchKnowledge, type Citation } from "@/lib/knowledge/knowledge-search";
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from "@/lib/validations/premiums";
import type { AdvisorAction, AdvisorFilters, AdvisorResponse } from "../actions";
import type { EngineDeps } from "../engine-deps";
import { optimizeFranchiseFor } from "../franchise-optimization";
import { startOfferCollection } from "../offer-collection";
import { compactOffers, rereadOffer, runSearch } from "../offers";
import type { AdvisorState, CompactOffer } from "../state";
import { answerTools } from "./answer-tools";
import { replyLanguageOf, withConversationLanguage } from "../conversation-language";
import type { Locale } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/messages";
import { replyLanguageInstruction } from "@/lib/llm/reply-language-instruction";

/**
 * The advisor driven by a language model (AI SDK, OpenAI-compatible endpoint). The model
 * talks; every premium and figure comes from the tools, which call the same domain functions
 * as the rule engine. An answer that names an amount no tool returned is dropped (the caller
 * then falls back to the rule engine), and so is a model that fails or takes too long.
 * The offer collection itself always runs in the rule engine.
 */

const SYSTEM = `Du bist die Versicherungsberatung eines unabhängigen Schweizer Vergleichsdienstes für die Grundversicherung (KVG).
Antworte kurz. Frag nach fehlenden Angaben (PLZ oder Ort, Geburtsjahr) immer nur eine Frage aufs Mal.
Nenne Prämien, Franchisen und Beträge NUR, wenn sie aus einem Werkzeug-Ergebnis stammen. Erfinde nie eine Prämie.
Werkzeuge: sucheAngebote (Prämien aus dem Index), kassePruefen (Prämie einer genannten Krankenkasse), modelleVergleichen (Modelle vergleichen), haushaltBerechnen (mehrere Personen eines Haushalts, mit der Haushaltssuche), praemienEntwicklung (Änderung zum Vorjahr), fakten (geprüfte Aussagen zur Grundversicherung mit Gesetzesartikel; zuerst diese, dann suchInformationen), optimiereFranchise (beste Franchise), offerteAnfordern (Offerte für ein gezeigtes Angebot).
Beantworte zuerst die Frage, dann zeig Angebote. Eine Ersparnis nennst du nur gleich mit gleich (gleiche Person, Franchise, Unfalldeckung und gleiches Modell).`;

/** "Quellen", "Sources", "Fonti": the chat's label for the sources, in the reply's language. */
const sourcesLabel = (language: Locale) => messagesFor(language).advisor.chat.sources;

type Recorded = { filters?: AdvisorFilters; offers?: CompactOffer[]; citations: Citation[]; quoteFor?: number; outputs: unknown[] };

/** Amounts in a text ("CHF 605.20", "1'500 Franken") must appear in what the tools returned. */
export function amountsBackedByTools(text: string, outputs: readonly unknown[]): boolean {
  const known = JSON.stringify(outputs).replace(/[’'\s]/g, "");
  const amounts = [...text.matchAll(/(?:CHF|Fr\.?)\s*([\d’'.,]+\d)|([\d’'.,]*\d)\s*(?:CHF|Franken)/g)].map((m) => (m[1] ?? m[2] ?? "").replace(/[’',]/g, ""));
  return amounts.every((amount) => {
    const value = Number(amount);
    return Number.isFinite(value) && (known.includes(amount) || known.includes(String(value)));
  });
}

function tools(state: AdvisorState, deps: EngineDeps, recorded: Recorded) {
  const remember = <T>(output: T): T => {
    recorded.outputs.push(output);
    return output;
  };
  // The default tariff year is read from the turn's clock, as in the rule engine.
  const catalog = { ...deps.catalog, now: () => deps.now };
  return {
    ...answerTools(catalog, state, deps.now, remember),
    sucheAngebote: tool({
      description: "Sucht die Prämien der Grundversicherung im offiziellen BAG-Index.",
      inputSchema: z.object({
        postalCode: z.string().regex(/^\d{4}$/),
        birthYear: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX),
        modelCode: z.enum(MODEL_CODES).optional(),
        franchiseAmount: z.number().int().min(0).max(2500).optional(),
        accidentCoverage: z.boolean().optional(),
      }),
      execute: async (input) => {
        const filters: AdvisorFilters = {
          ...input,
          accidentCoverage: input.accidentCoverage ?? true,
          sortBy: "price_asc",
          ...(state.tarifjahr ? { tariffYear: state.tarifjahr } : {}),
          ...(state.aktuelle_kasse ? { currentInsurerCode: state.aktuelle_kasse } : {}),
          ...(state.aktuelle_kasse && state.aktuelles_modell ? { currentModelCode: state.aktuelles_modell } : {}),
        };
        const outcome = runSearch(catalog, filters);
        if (!outcome.ok) return remember({ fehler: outcome.details ?? outcome.error });
        if (outcome.response.locationChoices?.length) {
          return remember({ fehler: "Die PLZ gehört zu mehreren Gemeinden.", gemeinden: outcome.response.locationChoices.map((c) => c.displayName) });
        }
        recorded.filters = filters;
        recorded.offers = compactOffers(outcome.response.results, filters);
        const current = outcome.response.currentInsurer;
        return remember({
          praemienjahr: outcome.response.tariffYear,
          anzahl: outcome.response.stats.totalResults,
          ...(current
            ? { heutigeKasse: { versicherer: current.insurer.name, modell: current.model, monatspraemie: current.premium?.monthlyPremium ?? null, ersparnisGuenstigstes: outcome.response.results[0]?.saving ?? null } }
            : {}),
          angebote: recorded.offers.slice(0, 5).map((offer, index) => ({
            nr: index + 1,
            versicherer: offer.versicherer,
            modell: offer.modell,
            franchise: offer.franchise,
            monatspraemie: offer.monatspraemie,
          })),
        });
      },
    }),
    optimiereFranchise: tool({
      description: "Berechnet die günstigste Franchise für das erste gezeigte Angebot aus den echten Prämien.",
      inputSchema: z.object({ erwarteteKosten: z.number().min(0).max(100_000) }),
      execute: async ({ erwarteteKosten }) => {
        const offer = recorded.offers?.[0] ?? state.ausgewaehlt ?? state.angebote[0];
        if (!offer) return remember({ fehler: "Noch keine Angebote gesucht." });
        const outcome = optimizeFranchiseFor(catalog, offer, erwarteteKosten);
        return remember(outcome.ok ? { empfehlung: outcome.optimization.empfehlung, erklaerung: outcome.optimization.erklaerung } : { fehler: outcome.error });
      },
    }),
    suchInformationen: tool({
      description: "Sucht Informationen zur Grundversicherung in der Wissensbasis der Website.",
      inputSchema: z.object({ frage: z.string().min(1).max(500) }),
      execute: async ({ frage }) => {
        const answer = searchKnowledge(withQuerySuffix(frage));
        recorded.citations.push(...answer.citations);
        return remember(answer);
      },
    }),
    offerteAnfordern: tool({
      description: "Startet die Offertanfrage für das Angebot mit dieser Nummer aus der letzten Suche.",
      inputSchema: z.object({ angebotNummer: z.number().int().min(1).max(10) }),
      execute: async ({ angebotNummer }) => {
        recorded.quoteFor = angebotNummer;
        return remember({ ok: true });
      },
    }),
  };
}

const stateSummary = (state: AdvisorState) =>
  JSON.stringify({
    plz: state.plz,
    geburtsjahr: state.geburtsjahr,
    modell: state.modell,
    franchise: state.franchise,
    unfalldeckung: state.unfalldeckung,
    personen: state.personen,
    angebote: state.angebote.slice(0, 5).map((o, i) => ({ nr: i + 1, versicherer: o.versicherer, monatspraemie: o.monatspraemie })),
  });

export async function advisorTurnWithModel(
  userInput: string,
  state: AdvisorState,
  deps: EngineDeps,
  model: LanguageModel,
  timeoutMs = LLM_TIMEOUT_MS,
): Promise<AdvisorResponse | null> {
  if (state.conversation_stage === "offer_collection" || state.conversation_stage === "selected") return null;
  const recorded: Recorded = { citations: [], outputs: [] };
  const language = replyLanguageOf(userInput, state, deps.pageLanguage);
  const result = await generateText({
    model,
    system: `${SYSTEM}\n${replyLanguageInstruction(language)}\nBisher bekannt: ${stateSummary(state)}`,
    prompt: userInput,
    tools: tools(state, deps, recorded),
    stopWhen: stepCountIs(5),
    abortSignal: AbortSignal.timeout(timeoutMs),
  });
  const text = result.text.trim();
  if (!amountsBackedByTools(text, recorded.outputs)) return null;

  let next: AdvisorState = withConversationLanguage(state, { ...state, last_intent: "llm" }, language);
  const actions: AdvisorAction[] = [];
  if (recorded.filters && recorded.offers) {
    const f = recorded.filters;
    next = {
      ...next,
      plz: f.postalCode,
      geburtsjahr: f.birthYear,
      modell: f.modelCode ?? null,
      franchise: f.franchiseAmount ?? null,
      unfalldeckung: f.accidentCoverage,
      angebote: recorded.offers,
      conversation_stage: "offers",
    };
    actions.push({ type: "show_offers", message: text || undefined, payload: { filters: f } });
  } else {
    const sources = recorded.citations.map((c) => `${c.title} (${c.url})`);
    actions.push({ type: "ai_response", message: [text, ...(sources.length ? [`${sourcesLabel(language)}: ${[...new Set(sources)].join(", ")}`] : [])].join("\n\n") || undefined });
  }
  const chosen = recorded.quoteFor ? next.angebote[recorded.quoteFor - 1] : undefined;
  const premium = chosen ? rereadOffer(deps.catalog, chosen) : null;
  if (chosen && premium) {
    const started = startOfferCollection({ ...next, ausgewaehlt: chosen }, premium, deps.newIdempotencyKey());
    next = started.state;
    actions.push({ type: "collect_offer_data", message: started.message, payload: { selected: { id: premium.id, name: premium.insurer.name, monthlyPremium: premium.monthlyPremium } } });
  }
  return { state: next, actions, filters: recorded.filters ?? null, shouldUpdateFilters: Boolean(recorded.filters) };
}
