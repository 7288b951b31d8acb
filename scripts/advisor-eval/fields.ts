import type { AdvisorState } from "@/lib/advisor/state";
import { foldForSearch } from "@/lib/domain/search-text";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { FieldExpectations, PersonExpectation } from "../../tests/advisor/case-format";

/**
 * The case format's slots read from the engine's state. Insurers are compared by BAG code or by
 * name; persons in any order; the locality against every name of the settled postal code.
 */
type Persons = { geburtsjahr: number; rolle?: string; franchise?: number }[];
const extra = (state: AdvisorState) => state as AdvisorState & { personen?: Persons; aktuelle_praemie?: number | null; gefragte_kasse?: string | null };

function insurerMatches(catalog: SearchCatalog, code: string | null | undefined, expected: string | null): boolean {
  if (expected === null) return code == null;
  if (!code) return false;
  if (code === expected) return true;
  const name = catalog.premiums.insurers.get(code)?.name ?? "";
  return foldForSearch(name).includes(foldForSearch(expected));
}

function personsMatch(actual: Persons | undefined, expected: PersonExpectation[]): boolean {
  const left = [...(actual ?? [])];
  if (left.length !== expected.length) return false;
  return expected.every((person) => {
    const index = left.findIndex((p) => p.geburtsjahr === person.birthYear && (!person.role || p.rolle === person.role) && (person.franchise === undefined || p.franchise === person.franchise));
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}

export function actualOf(state: AdvisorState, field: keyof FieldExpectations, tariffYear: number): unknown {
  const s = extra(state);
  const values: Record<keyof FieldExpectations, unknown> = {
    plz: state.plz, ort: `${state.plz ?? ""} ${state.ort ?? ""}`, birthYear: state.geburtsjahr,
    persons: JSON.stringify(s.personen ?? []), franchise: state.franchise, model: state.modell,
    accident: state.unfalldeckung, tariffYear, currentInsurer: state.aktuelle_kasse,
    currentPremium: s.aktuelle_praemie, namedInsurer: s.gefragte_kasse, expectedCosts: state.erwartete_kosten,
    currentModel: state.aktuelles_modell,
  };
  return values[field] ?? null;
}

export function fieldRight(catalog: SearchCatalog, state: AdvisorState, field: keyof FieldExpectations, expected: unknown, tariffYear: number): boolean {
  const s = extra(state);
  switch (field) {
    case "ort": {
      const wanted = foldForSearch(String(expected));
      return catalog.locations.localities(state.plz ?? "").some((l) => foldForSearch(l.name) === wanted || foldForSearch(l.municipality) === wanted);
    }
    case "persons":
      // One person expected and none held as a household: the person writing (the format allows a single person here).
      return personsMatch(s.personen?.length ? s.personen : state.geburtsjahr ? [{ geburtsjahr: state.geburtsjahr, rolle: "self" }] : [], expected as PersonExpectation[]);
    case "currentInsurer":
      return insurerMatches(catalog, state.aktuelle_kasse, expected as string | null);
    case "namedInsurer":
      return insurerMatches(catalog, s.gefragte_kasse, expected as string);
    case "tariffYear":
      return tariffYear === expected;
    default:
      return (actualOf(state, field, tariffYear) ?? null) === expected;
  }
}
