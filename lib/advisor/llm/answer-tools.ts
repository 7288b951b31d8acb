import { tool } from "ai";
import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from "@/lib/validations/premiums";
import type { AdvisorFilters } from "../actions";
import { tariffYearOf } from "../catalog-context";
import { insurerAnswer } from "../answers/insurer-answer";
import { lookupAnswer } from "../answers/lookup-answer";
import { lookupTopic } from "../answers/lookup-topics";
import { modelsAnswer } from "../answers/model-answer";
import { trendAnswer } from "../answers/trend-answer";
import { householdAnswer } from "../answers/household-answer";
import { ROLES } from "../state";
import { extractNamedInsurers } from "../extract/named-insurers";
import { normalizeText } from "@/lib/domain/message-text";
import type { AdvisorState } from "../state";

/**
 * The rule engine's answers as tools for the language model: a named insurer's price, models
 * compared, the change against the year before, a household (the household search), and the reviewed facts. Each returns the
 * answer the rule engine gives (its figures come from the index), so the model quotes them.
 */
const situation = z.object({
  postalCode: z.string().regex(/^\d{4}$/),
  birthYear: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX),
  modelCode: z.enum(MODEL_CODES).optional(),
  franchiseAmount: z.number().int().min(0).max(2500).optional(),
  accidentCoverage: z.boolean().optional(),
});
type Situation = z.infer<typeof situation>;

export function answerTools(catalog: SearchCatalog, state: AdvisorState, now: Date, remember: <T>(output: T) => T) {
  const tariffYear = tariffYearOf(catalog, state.tarifjahr, now);
  const filtersOf = (input: Situation): AdvisorFilters => ({
    ...input,
    accidentCoverage: input.accidentCoverage ?? true,
    sortBy: "price_asc",
    ...(state.tarifjahr ? { tariffYear: state.tarifjahr } : {}),
    ...(state.aktuelle_kasse ? { currentInsurerCode: state.aktuelle_kasse } : {}),
    ...(state.aktuelle_kasse && state.aktuelles_modell ? { currentModelCode: state.aktuelles_modell } : {}),
  });
  const insurers = [...catalog.premiums.insurers.values()];
  return {
    kassePruefen: tool({
      description: "Prämie einer genannten Krankenkasse für die Person; ob sie am günstigsten ist; ob sie teurer geworden ist.",
      inputSchema: situation.extend({ kasse: z.string().min(2).max(80), frage: z.enum(["preis", "guenstigste", "entwicklung"]) }),
      execute: async ({ kasse, frage, ...input }) => {
        const named = extractNamedInsurers(normalizeText(kasse), insurers);
        if (named.length === 0) return remember({ fehler: `Die Krankenkasse «${kasse}» kenne ich nicht.` });
        const claim = frage === "guenstigste" ? "cheapest" : frage === "entwicklung" ? "trend" : "price";
        return remember({ antwort: insurerAnswer(catalog, filtersOf(input), tariffYear, named, claim) });
      },
    }),
    modelleVergleichen: tool({
      description: "Vergleicht das günstigste Angebot mehrerer Modelle für die Person, ohne den Filter zu ändern.",
      inputSchema: situation.extend({ modelle: z.array(z.enum(MODEL_CODES)).min(2).max(4) }),
      execute: async ({ modelle, ...input }) => remember({ antwort: modelsAnswer(catalog, filtersOf(input), modelle) }),
    }),
    praemienEntwicklung: tool({
      description: "Wie sich die Prämie der Person gegenüber dem Vorjahr ändert, gleich mit gleich.",
      inputSchema: situation.extend({ praemienjahr: z.number().int().min(2000).max(2100).optional() }),
      execute: async ({ praemienjahr, ...input }) => {
        // The year asked about ("wie viel mehr ist es 2027?"), if loaded; else the year talked about.
        const year = praemienjahr !== undefined && catalog.premiums.tariffYears.includes(praemienjahr) ? praemienjahr : tariffYear;
        return remember({ antwort: trendAnswer(catalog, { ...filtersOf(input), tariffYear: year }, year) });
      },
    }),
    haushaltBerechnen: tool({
      description: "Prämien für einen Haushalt (mehrere Personen an einer Adresse): je Person die günstigste Kasse, das Total, die günstigste Kasse für alle, mit heutiger Kasse der Vergleich gleich mit gleich.",
      inputSchema: z.object({
        postalCode: z.string().regex(/^\d{4}$/),
        personen: z.array(z.object({ birthYear: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX), rolle: z.enum(ROLES).optional() })).min(1).max(6),
        modelCode: z.enum(MODEL_CODES).optional(),
        franchiseAmount: z.number().int().min(0).max(2500).optional(),
        accidentCoverage: z.boolean().optional(),
      }),
      execute: async ({ personen, ...input }) => {
        const filters = filtersOf({ ...input, birthYear: personen[0]!.birthYear });
        const place = catalog.locations.localities(input.postalCode)[0];
        const persons = personen.map((p) => ({ geburtsjahr: p.birthYear, ...(p.rolle ? { rolle: p.rolle } : {}) }));
        const answer = place ? householdAnswer(catalog, filters, persons, tariffYear, `${input.postalCode} ${place.name}`) : null;
        return remember(answer ? { antwort: answer } : { fehler: "Für diese Angaben finde ich keine Haushaltsprämien." });
      },
    }),
    fakten: tool({
      description: "Geprüfte Aussagen zur Grundversicherung mit Gesetzesartikel (Fristen, Kündigung, Prämienverbilligung, Deckung, Unfall, Modelle, Franchise).",
      inputSchema: z.object({ frage: z.string().min(1).max(500) }),
      execute: async ({ frage }) => {
        const text = normalizeText(frage);
        const topic = lookupTopic(text);
        return remember(topic ? { antwort: lookupAnswer(topic, { catalog, now, tariffYear, text }) } : { fehler: "Dazu gibt es keine geprüfte Aussage." });
      },
    }),
  };
}
