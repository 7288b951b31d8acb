import { ageClassFor } from "@/lib/domain/age-class";
import { nearestFranchise } from "@/lib/domain/franchise-choice";
import { ADULT_FRANCHISES, CHILD_FRANCHISES, franchisesFor } from "@/lib/domain/franchise";
import { formatChfAmount } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from "@/lib/validations/premiums";
import type { Draft } from "./draft";
import type { Criteria } from "./extract";
import type { FranchiseTarget, PersonFranchise } from "./extract/person-franchises";
import type { FranchiseWish } from "./extract/franchise";
import { choicesText } from "./replies";
import type { AdvisorState, StatePerson } from "./state";
import { texts } from "@/lib/advisor/texts";

const e = texts.engine;

function franchiseOptions(state: AdvisorState, tariffYear: number) {
  return franchisesFor(ageClassFor(state.geburtsjahr ?? 1990, tariffYear));
}

/** Puts what the message said into the state; notes are told to the person, `ask` ends the turn. */
export function applyCriteria(draft: Draft, criteria: Criteria, catalog: SearchCatalog, tariffYear: number): string | null {
  let state = draft.state;
  const to = criteria.postalCode ?? (criteria.place?.kind === "resolved" ? criteria.place.postalCode : undefined);
  if (to && state.plz && to !== state.plz) draft.movedFrom = { postalCode: state.plz, ...(state.bfs ? { bfs: state.bfs } : {}) };
  if (criteria.postalCode) {
    if (catalog.locations.localities(criteria.postalCode).length === 0) {
      // An unknown number never clears a postal code that is already valid.
      draft.state = applyPersonal(state, criteria, tariffYear, draft);
      return fill(e.unknownPostalCode, { postalCode: criteria.postalCode });
    }
    const place = criteria.place?.kind === "ambiguous" ? criteria.place.choices.find((c) => c.postalCode === criteria.postalCode) : undefined;
    // The name said with the code ("4600 Olten") picks the municipality if the code spans several.
    const named = criteria.place?.kind === "resolved" ? criteria.place.name : undefined;
    // A name resolved to another postal code ("9450 Altstätten" read as a place elsewhere): the word said after the code decides.
    const ownName = criteria.place?.kind === "resolved" && criteria.place.postalCode !== criteria.postalCode ? undefined : named;
    // "Adliswil 8134": the municipality the name resolved to, where the code spans several.
    const ownBfs = criteria.place?.kind === "resolved" && criteria.place.postalCode === criteria.postalCode ? (criteria.place.bfsNumber ?? null) : null;
    state = { ...state, plz: criteria.postalCode, bfs: place?.bfsNumber ?? ownBfs, ort: ownName ?? criteria.placeWord ?? named ?? null, orte: [] };
  } else if (criteria.place?.kind === "resolved") {
    state = { ...state, plz: criteria.place.postalCode, bfs: criteria.place.bfsNumber ?? null, ort: criteria.place.name, orte: [] };
  } else if (criteria.place?.kind === "ambiguous") {
    const orte = criteria.place.choices.map((choice) => ({ plz: choice.postalCode, bfs: choice.bfsNumber, name: choice.name }));
    draft.state = { ...applyPersonal(state, criteria, tariffYear, draft), orte, conversation_stage: "choose_location" };
    return choicesText(criteria.place.phrase, orte);
  } else if (criteria.place?.kind === "unknown" && !state.plz) {
    draft.state = applyPersonal(state, criteria, tariffYear, draft);
    return fill(e.unknownPlace, { place: criteria.place.phrase });
  }
  draft.state = applyPersonal(state, criteria, tariffYear, draft);
  return null;
}

function applyPersonal(input: AdvisorState, criteria: Criteria, tariffYear: number, draft: Draft): AdvisorState {
  let state = input;
  if (criteria.tariffYear !== undefined) state = { ...state, tarifjahr: criteria.tariffYear };
  if (criteria.currentPremium !== undefined) state = { ...state, aktuelle_praemie: criteria.currentPremium, aktuelle_praemie_jahr: criteria.currentPremiumYear ?? null };
  if (criteria.currentFranchise !== undefined) state = { ...state, aktuelle_franchise: criteria.currentFranchise };
  // "er isch 1980": the one other adult (else the one child) of the household is meant.
  const other = criteria.someoneElse && criteria.birthYear !== undefined ? otherPerson(state.personen) : -1;
  if (other >= 0) {
    const personen = state.personen.map((person, index) => (index === other ? { ...person, geburtsjahr: criteria.birthYear! } : person));
    return applyPersonal({ ...state, personen }, { ...criteria, birthYear: undefined, someoneElse: undefined }, tariffYear, draft);
  }
  // "meine Frau ist 1983, nicht 1982": the person of the old year gets the new one.
  const fix = criteria.yearFix;
  if (fix && state.personen.some((person) => person.geburtsjahr === fix.from)) {
    const personen = state.personen.map((person) => (person.geburtsjahr === fix.from ? { ...person, geburtsjahr: fix.to } : person));
    const self = state.geburtsjahr === fix.from && (personen.find((p) => p.rolle === "self") ?? personen[0])?.geburtsjahr === fix.to;
    return applyPersonal({ ...state, personen, ...(self ? { geburtsjahr: fix.to, alter: tariffYear - fix.to } : {}) }, { ...criteria, yearFix: undefined, birthYear: undefined }, tariffYear, draft);
  }
  // "korrektur: mini Frau isch 1976": the partner told before gets the new year; none told yet: she joins.
  if (criteria.partnerYear !== undefined) {
    const year = criteria.partnerYear;
    const partner = state.personen.findIndex((person) => person.rolle === "partner");
    const rest = { ...criteria, partnerYear: undefined, birthYear: undefined };
    if (partner >= 0) return applyPersonal({ ...state, personen: state.personen.map((person, index) => (index === partner ? { ...person, geburtsjahr: year } : person)) }, rest, tariffYear, draft);
    criteria = { ...rest, persons: [{ birthYear: year, role: "partner" }] };
  }
  // "und ich mit 2500" in a household: the writer's own deductible, the others keep theirs.
  if (criteria.selfFranchise !== undefined && state.personen.length >= 2 && !criteria.persons && state.personen.some((p) => p.rolle === "self")) {
    criteria = { ...criteria, personFranchises: [{ targets: ["self"], franchise: criteria.selfFranchise }], franchise: undefined };
  }
  // "doch nur für mich allein": back to one person.
  if (criteria.alone) state = { ...state, personen: [] };
  // "nur für mi und d Chind": the partner (or the children) taken out; one person left is the writer alone.
  if (criteria.leaving && state.personen.length) {
    const leaving = criteria.leaving;
    const left = state.personen.filter((person) => !(person.rolle === "partner" && leaving.includes("partner")) && !(person.rolle === "child" && leaving.includes("children")));
    state = { ...state, personen: left.length >= 2 || left.some((person) => person.rolle === "child") ? left : [] };
  }
  const household = householdOf(state, criteria, tariffYear);
  if (household) state = { ...state, personen: household };
  if (criteria.personFranchises) state = { ...state, personen: withPersonFranchises(state.personen, criteria.personFranchises, tariffYear) };
  // "und wenn si 2500 franchise nimmt?" when the one person searched for is her: her deductible is the search's.
  const only = state.personen.length === 1 ? state.personen[0]! : undefined;
  if (criteria.personFranchises && only?.franchise !== undefined && criteria.franchise === undefined) state = { ...state, franchise: only.franchise };
  // In a household the search runs for the person writing (else the first adult).
  const focus = household ? (household.find((p) => p.rolle === "self") ?? household.find((p) => p.rolle !== "child") ?? household[0])!.geburtsjahr : undefined;
  const year = focus ?? criteria.birthYear ?? criteria.rejectedYear;
  if (year !== undefined) {
    if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) {
      draft.notes.push(fill(e.invalidBirthYear, { year, min: BIRTH_YEAR_MIN, max: BIRTH_YEAR_MAX }));
    } else {
      state = { ...state, geburtsjahr: year, alter: tariffYear - year };
      if (state.franchise != null) state.franchise = nearestFranchise(state.franchise, franchiseOptions(state, tariffYear));
    }
  }
  if (criteria.model) state = { ...state, modell: criteria.model };
  else if (criteria.anyModel) state = { ...state, modell: null };
  // "ich habe das Telmed-Modell" without a known current insurer: the model wanted, as before.
  if (criteria.currentModel && !criteria.currentInsurer && !state.aktuelle_kasse && !criteria.model) state = { ...state, modell: criteria.currentModel };
  if (criteria.accident !== undefined) state = { ...state, unfalldeckung: criteria.accident };
  if (criteria.costs !== undefined) state = { ...state, erwartete_kosten: criteria.costs };
  if (criteria.currentInsurer) state = { ...state, aktuelle_kasse: criteria.currentInsurer.code, aktuelles_modell: criteria.currentModel ?? null };
  else if (criteria.currentModel && state.aktuelle_kasse) state = { ...state, aktuelles_modell: criteria.currentModel };
  if (criteria.franchise !== undefined) {
    const options = franchiseOptions(state, tariffYear);
    const wished: Record<FranchiseWish, number> = {
      lowest: options[0]!,
      secondLowest: options[Math.min(1, options.length - 1)]!,
      secondHighest: options[Math.max(0, options.length - 2)]!,
      highest: options[options.length - 1]!,
    };
    const amount = typeof criteria.franchise === "number" ? criteria.franchise : wished[criteria.franchise];
    if (options.includes(amount)) state = { ...state, franchise: amount };
    // "x mia figlia del 2009 … franchigia 2500": said for the age class the amounts are of, not "your age" (the child may not be the writer).
    else {
      const said = fill(options.includes(0) ? e.franchiseNotForChildren : e.franchiseNotForAdults, { amount: formatChfAmount(amount), options: options.map(formatChfAmount).join(", ") });
      // "mio figlio del 2008 … franchigia 0" in 2027: a deductible of the other age class beyond this one's range becomes its
      // nearest end (0 → 300, 2500 → 600); one in between ("Franchise 400" for an adult) is not guessed.
      const beyond = amount < options[0]! || amount > options[options.length - 1]!;
      const nearest = ANY_AGE_FRANCHISES.has(amount) && beyond ? nearestFranchise(amount, options) : undefined;
      if (nearest !== undefined) state = { ...state, franchise: nearest };
      draft.notes.push(nearest !== undefined ? `${said} ${fill(e.franchiseNearest, { nearest: formatChfAmount(nearest) })}` : said);
    }
  }
  return state;
}


/** Each person's own deductible from the groups said: the nearest one the person's age allows. */
/** Every deductible of some age class (children 0–600, adults 300–2500). */
const ANY_AGE_FRANCHISES = new Set<number>([...CHILD_FRANCHISES, ...ADULT_FRANCHISES]);

function withPersonFranchises(persons: readonly StatePerson[], groups: readonly PersonFranchise[], tariffYear: number): StatePerson[] {
  const isChild = (person: StatePerson) => person.rolle === "child" || ageClassFor(person.geburtsjahr, tariffYear) === "child";
  const matches = (person: StatePerson, target: FranchiseTarget) =>
    target === "children" ? isChild(person) : target === "adults" ? !isChild(person) : person.rolle === target;
  // "my daughter born 2008 with 300, my son born 2012 with 0": one amount said for each child in turn, in the order told.
  const children = persons.filter(isChild);
  const eachChild = groups.filter((g) => g.targets.length === 1 && g.targets[0] === "children");
  const inTurn = eachChild.length >= 2 && eachChild.length === children.length;
  return persons.map((person) => {
    const options = franchisesFor(ageClassFor(person.geburtsjahr, tariffYear));
    // The group naming the person's own role first ("meine Partnerin (…, Franchise 2500)"), then one for all adults or children.
    // Of several groups for the children ("2500 pour le grand, 0 pour les petites", "noi due 2500, i piccoli 0"), the one whose amount the person's age class has, then the one naming fewest.
    const fits = (g: PersonFranchise) => typeof g.franchise !== "number" || options.includes(g.franchise);
    const candidates = groups.filter((g) => g.targets.some((target) => matches(person, target))).sort((x, y) => Number(fits(y)) - Number(fits(x)) || x.targets.length - y.targets.length);
    const group = inTurn && isChild(person) ? eachChild[children.indexOf(person)] : (groups.find((g) => g.targets.some((target) => target === person.rolle)) ?? candidates[0]);
    if (!group) return person;
    const franchise = group.franchise === "lowest" ? options[0]! : group.franchise === "highest" ? options[options.length - 1]! : nearestFranchise(group.franchise, options);
    return { ...person, franchise };
  });
}

function otherPerson(persons: readonly StatePerson[]): number {
  for (const role of ["partner", "child"] as const) {
    const found = persons.flatMap((person, index) => (person.rolle === role ? [index] : []));
    if (found.length === 1) return found[0]!;
  }
  return -1;
}

/** The household after the message: the persons named, joined to the person known so far ("und meine Tochter 2018"). */
function householdOf(state: AdvisorState, criteria: Criteria, tariffYear: number): StatePerson[] | null {
  const named = (criteria.persons ?? []).filter((p) => p.birthYear >= BIRTH_YEAR_MIN && p.birthYear <= BIRTH_YEAR_MAX).map((p) => ({ geburtsjahr: p.birthYear, ...(p.role ? { rolle: p.role } : {}), ...(p.franchise !== undefined ? { franchise: nearestFranchise(p.franchise, franchisesFor(ageClassFor(p.birthYear, tariffYear))) } : {}) }));
  if (named.length === 0) return null;
  // "mis Fraueli isch 1981 und mir hend en Bueb vo 2012": the writer told before stays in the household.
  const writer = state.geburtsjahr && !criteria.personsOnly && !named.some((p) => p.rolle === "self") && !named.some((p) => p.geburtsjahr === state.geburtsjahr) && named.some((p) => p.rolle === "partner") && state.personen.length === 0;
  if (writer) return [{ geburtsjahr: state.geburtsjahr!, rolle: "self" as const }, ...named].slice(0, 8);
  if (criteria.personsOnly || (named.length >= 2 && !named.every((p) => p.rolle === "child"))) return named.slice(0, 8);
  // "zwei chind (2015 und 2019), ich selber jg 89": the writer's own adult year, said in the same message, joins the children.
  const own = criteria.birthYear;
  if (own !== undefined && named.every((p) => p.rolle === "child") && ageClassFor(own, tariffYear) === "adult" && !named.some((p) => p.geburtsjahr === own)) return [{ geburtsjahr: own, rolle: "self" as const }, ...named].slice(0, 8);
  const known = (state.personen.length ? state.personen : state.geburtsjahr ? [{ geburtsjahr: state.geburtsjahr, rolle: "self" as const }] : []).filter(
    // "und für mi au, bi 1984": the writer named again replaces the writer known.
    (person) => !(person.rolle === "self" && named.some((p) => p.rolle === "self")),
  );
  // "mia figlia (2006) studia …": a child named again with the year the household has is the same child, not one more
  // (unless the words say another one: "noch es Chind", "un autre", "un altro", "another").
  const again = (person: StatePerson) => person.rolle === "child" && !criteria.another && known.some((each) => each.rolle === "child" && each.geburtsjahr === person.geburtsjahr);
  const added = named.filter((person) => !again(person));
  // A child named alone ("für min Sohn, Jahrgang 2016") is the person the search is for.
  return known.length ? [...known, ...added].slice(0, 8) : named.slice(0, 8);
}
