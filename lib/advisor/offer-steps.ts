import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import models from "@/lib/i18n/messages/de/models.json";
import type { LocationChoice } from "@/lib/catalog/types";
import { ask, say, type Draft } from "./draft";
import type { EngineDeps } from "./engine-deps";
import { startOfferCollection } from "./offer-collection";
import { compactOffers, filtersOf, rereadOffer, runSearch, toCompactOffer } from "./offers";
import { choicesText, offersText } from "./replies";

/** The engine's steps that read the index: showing offers, picking one, starting a quote. */
const e = texts.engine;

export function askMissing(draft: Draft): void {
  const { plz, geburtsjahr } = draft.state;
  draft.state = { ...draft.state, conversation_stage: "collecting" };
  ask(draft, !plz && !geburtsjahr ? e.askBoth : !plz ? e.askLocation : e.askBirthYear);
}

/** The one municipality of a postal code's choices that carries the name the person said. */
function nameChoice(choices: readonly LocationChoice[], name: string): LocationChoice | undefined {
  const folded = foldForSearch(name);
  const matching = choices.filter((choice) => foldForSearch(choice.municipality) === folded);
  return new Set(matching.map((choice) => choice.bfsNumber)).size === 1 ? matching[0] : undefined;
}

/** Runs the search for the state and shows its offers (or asks what is still missing). */
export function showOffers(draft: Draft, deps: EngineDeps, accidentAsked: boolean): boolean {
  const filters = filtersOf(draft.state);
  if (!filters) {
    askMissing(draft);
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
  const message = [...draft.notes, offersText(response, filters, !accidentAsked && draft.state.unfalldeckung == null)].join("\n\n");
  draft.notes = [];
  draft.actions.push({ type: "show_offers", message, payload: { filters } });
  return true;
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
  const named = insurer === undefined ? -1 : results.findIndex((premium) => premium.insurer.code === insurer);
  const chosen = position !== undefined ? fresh[position] : named >= 0 ? toCompactOffer(results[named]!, filters) : undefined;
  if (!chosen) {
    ask(draft, e.selectUnknown);
    return false;
  }
  draft.state = { ...draft.state, angebote: fresh, ausgewaehlt: chosen, conversation_stage: "selected" };
  say(
    draft,
    fill(e.selected, {
      insurer: chosen.versicherer,
      // "HMO" rather than "HMO, HMO" when the product is named after its model.
      product: [models.names[chosen.modell], chosen.produkt].filter((name, i, all) => name && all.indexOf(name) === i).join(", "),
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

