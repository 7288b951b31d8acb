import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { editDistance } from "./extract/place";
import { fill } from "@/lib/i18n/fill";
import type { LocationChoice } from "@/lib/catalog/types";
import { ask, say, type Draft } from "./draft";
import type { EngineDeps } from "./engine-deps";
import { startOfferCollection } from "./offer-collection";
import { compactOffers, filtersOf, rereadOffer, runSearch, toCompactOffer } from "./offers";
import { choicesText, offersText, placeOf } from "./replies";
import type { AdvisorFilters } from "./actions";
import type { CompactOffer } from "./state";
import { currentAnswer } from "./answers/current-answer";
import { householdAnswer } from "./answers/household-answer";
import { insurerCheapest } from "./answers/situation";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import { models, texts } from "@/lib/advisor/texts";

/** The engine's steps that read the index: showing offers, picking one, starting a quote. */
const e = texts.engine;

/** Asks for what the search still misses; after a question, says that it will answer it with that. */
export function askMissing(draft: Draft, forQuestion = false): void {
  const { plz, geburtsjahr } = draft.state;
  draft.state = { ...draft.state, conversation_stage: "collecting" };
  const m = texts.answers.missing;
  if (forQuestion) ask(draft, fill(texts.answers.askForQuestion, { missing: !plz && !geburtsjahr ? m.both : !plz ? m.location : m.birthYear }));
  else ask(draft, !plz && !geburtsjahr ? e.askBoth : !plz ? e.askLocation : e.askBirthYear);
}

/**
 * The one municipality of a postal code's choices that carries the name the person said: the
 * whole name, else its first word ("wil" for Wil (SG)), else a locality's own name ("Gockhausen"), else said the
 * Swiss German way ("altstätte", "dietike": all but the last two letters the same) or with a typo ("frauefeld").
 */
function nameChoice(choices: readonly LocationChoice[], name: string): LocationChoice | undefined {
  // "Altstätten SG", "Küsnacht ZH": a locality's name with its canton is the municipality's without it.
  const withoutCanton = (text: string) => foldForSearch(text).replace(/ (?:ag|ai|ar|be|bl|bs|fr|ge|gl|gr|ju|lu|ne|nw|ow|sg|sh|so|sz|tg|ti|ur|vd|vs|zg|zh)$/, "");
  const folded = withoutCanton(name);
  const firstWord = (choice: LocationChoice) => foldForSearch(choice.municipality).split(" ")[0]!;
  // One typo in a name of five letters or more, two from nine ("frauefeld", "schaffhuuse").
  const typos = folded.length >= 9 ? 2 : folded.length >= 5 ? 1 : 0;
  const tests: ((choice: LocationChoice) => boolean)[] = [
    (choice) => foldForSearch(choice.municipality) === folded,
    (choice) => firstWord(choice) === folded,
    // "9315 Neukirch (Egnach)": of a locality in several municipalities, the one its name says.
    (choice) => withoutCanton(choice.locality) === folded && folded.split(" ").includes(foldForSearch(choice.municipality)),
    // "8044 Gockhausen": a locality of its own within a municipality (Dübendorf).
    (choice) => withoutCanton(choice.locality) === folded,
    (choice) => folded.length >= 5 && commonPrefix(firstWord(choice), folded) >= Math.max(5, folded.length - 2, firstWord(choice).length - 2),
    (choice) => typos > 0 && editDistance(firstWord(choice), folded, typos) <= typos,
  ];
  for (const test of tests) {
    const matching = choices.filter(test);
    if (matching.length > 0) return new Set(matching.map((choice) => choice.bfsNumber)).size === 1 ? matching[0] : undefined;
  }
  return undefined;
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

/** Runs the search for the state and shows its offers (or asks what is still missing). */
export function showOffers(draft: Draft, deps: EngineDeps, accidentAsked: boolean, forQuestion = false): boolean {
  const filters = filtersOf(draft.state);
  if (!filters) {
    askMissing(draft, forQuestion);
    return false;
  }
  let outcome = runSearch(deps.catalog, filters);
  const named = outcome.ok && draft.state.ort ? nameChoice(outcome.response.locationChoices ?? [], draft.state.ort) : undefined;
  if (named) {
    filters.bfsNumber = named.bfsNumber;
    draft.state = { ...draft.state, bfs: named.bfsNumber };
    outcome = runSearch(deps.catalog, filters);
  }
  if (!outcome.ok) {
    const unknown = outcome.status === 404;
    draft.state = { ...draft.state, ...(unknown ? { plz: null, bfs: null, ort: null } : {}), angebote: [], conversation_stage: "collecting" };
    ask(draft, unknown ? fill(e.unknownPostalCode, { postalCode: filters.postalCode }) : (outcome.details ?? outcome.error));
    return false;
  }
  const { response } = outcome;
  if (response.locationChoices?.length) {
    const orte = response.locationChoices.slice(0, 8).map((choice) => ({ plz: choice.postalCode, bfs: choice.bfsNumber, name: `${choice.displayName} (${choice.canton})` }));
    draft.state = { ...draft.state, orte, conversation_stage: "choose_location" };
    ask(draft, choicesText(filters.postalCode, orte));
    return false;
  }
  draft.state = {
    ...draft.state,
    angebote: compactOffers(response.results, filters),
    ausgewaehlt: null,
    orte: [],
    conversation_stage: "offers",
  };
  draft.filters = filters;
  draft.searched = true;
  const message = [...draft.notes, ...offersMessage(draft, deps, response, filters, accidentAsked)].join("\n\n");
  draft.notes = [];
  draft.actions.push({ type: "show_offers", message, payload: { filters, response } });
  return true;
}

/**
 * The offers line, then what staying with the current insurer costs (like for like), the
 * household, and the hints not said yet: the how-to once, the 8-hour question once and only
 * to adults of working age whose accident cover is still open.
 */
function offersMessage(draft: Draft, deps: EngineDeps, response: PremiumSearchResponse, filters: AdvisorFilters, accidentAsked: boolean): string[] {
  const tariffYear = response.tariffYear;
  // "Intragna": the locality the person named, when it is one of the postal code's (6655 is Intragna, Rasa and more).
  const ort = draft.state.ort;
  const named = ort && deps.catalog.locations.entries.some((entry) => entry.postalCode === filters.postalCode && entry.name === ort) ? ort : undefined;
  const parts = [offersText(response, filters, named)];
  // The search's own comparison with staying is the one of this turn's filters and year.
  const said = new Set(draft.state.gesagt);
  const current = currentAnswer(deps.catalog, filters, draft.state, tariffYear, deps.now, response.currentInsurer, said.has("annahme"));
  if (current) parts.push(current);
  if (response.currentInsurer?.modelAssumed || response.currentInsurer?.franchiseAssumed) said.add("annahme");
  const persons = draft.state.personen;
  if (persons.length >= 2) {
    const household = householdAnswer(deps.catalog, filters, persons, tariffYear, placeOf(response, filters, named));
    if (household) parts.push(household, fill(texts.answers.householdNote, { birthYear: filters.birthYear }));
  }
  if (!said.has("hinweis")) {
    parts.push(e.offersHint);
    said.add("hinweis");
  }
  const age = tariffYear - filters.birthYear;
  if (!accidentAsked && draft.state.unfalldeckung == null && !said.has("unfall") && age >= 19 && age < 65 && persons.length < 2) {
    parts.push(e.accidentHint);
    said.add("unfall");
  }
  draft.state = { ...draft.state, gesagt: [...said] };
  return parts;
}

/** The offer's model and product, "HMO" rather than "HMO, HMO" when the product is named after its model. */
export function offerProduct(offer: CompactOffer): string {
  return [models.names[offer.modell], offer.produkt].filter((name, i, all) => name && all.indexOf(name) === i).join(", ");
}

export function selectOffer(draft: Draft, position: number | undefined, insurer: string | undefined, deps: EngineDeps): boolean {
  const filters = filtersOf(draft.state);
  if (!filters || draft.state.angebote.length === 0) {
    ask(draft, e.selectNeedsOffers);
    return false;
  }
  // Re-read: the positions are those of the search as the index answers it now.
  const outcome = runSearch(deps.catalog, filters);
  const results = outcome.ok ? outcome.response.results : [];
  const fresh = compactOffers(results, filters);
  // A named insurer is looked for in the whole result, not only the first page.
  const named = insurer === undefined ? undefined : insurerCheapest(deps.catalog, filters, insurer)?.premium;
  const chosen = position !== undefined ? fresh[position] : named ? toCompactOffer(named, filters) : undefined;
  if (!chosen) {
    ask(draft, e.selectUnknown);
    return false;
  }
  draft.state = { ...draft.state, angebote: fresh, ausgewaehlt: chosen, conversation_stage: "selected" };
  say(
    draft,
    fill(e.selected, {
      insurer: chosen.versicherer,
      product: offerProduct(chosen),
      franchise: formatChfAmount(chosen.franchise),
      premium: formatChf(chosen.monatspraemie),
    }),
  );
  return true;
}

export function startQuote(draft: Draft, deps: EngineDeps): void {
  const selected = draft.state.ausgewaehlt;
  const premium = selected ? rereadOffer(deps.catalog, selected) : null;
  if (!selected || !premium) {
    ask(draft, selected ? texts.offer.offerGone : e.quoteNeedsSelection);
    return;
  }
  const started = startOfferCollection(draft.state, premium, deps.newIdempotencyKey());
  draft.state = started.state;
  draft.actions.push({
    type: "collect_offer_data",
    message: started.message,
    payload: { selected: { id: premium.id, name: premium.insurer.name, monthlyPremium: premium.monthlyPremium } },
  });
}

