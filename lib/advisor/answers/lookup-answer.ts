import { formatDateLong, swissToday } from "@/lib/domain/calendar";
import { cantonName, type CantonCode } from "@/lib/domain/cantons";
import { switchTerm, upcomingSwitch } from "@/lib/domain/switch-deadlines";
import { factById, formatSource, subsidyOfficeFor } from "@/lib/facts";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import models from "@/lib/i18n/messages/de/models.json";
import { allModels } from "../extract/model";
import { cantonIn, cantonPremiums } from "./canton-answer";
import type { LookupTopic } from "./lookup-topics";

/**
 * A look-up answered from the reviewed fact list, each statement with its legal source, plus
 * what is computed for the asker: the switch dates from switchDeadlines, the subsidy office of
 * the canton asked about (else the canton of the person's place), the canton's premiums.
 */
const a = texts.answers;

/** `age` and `accident`: what is known about the asker (their age in the tariff year, the accident cover chosen). */
export type LookupContext = { catalog: SearchCatalog; now: Date; tariffYear: number; text: string; placeCanton?: CantonCode; age?: number; accident?: boolean };

export function lookupAnswer(topic: LookupTopic, ctx: LookupContext): string {
  // The 8-hour rule is for employees: not told to children and pensioners.
  const employed = !(topic.extra === "accidentForYou" && ctx.age !== undefined && (ctx.age >= 65 || ctx.age < 15));
  const facts = topic.facts.filter((id) => employed || id !== "accident-insured-through-employer").map(factById).filter((fact) => fact !== undefined);
  const parts = facts.map((fact) => `${fact.statement} (${formatSource(fact)})`);
  // Not in the reviewed list: said so first, then what the list does say.
  if (topic.extra === "unverified") return [a.lookupUnverified, ...parts].join("\n\n");
  const extra = extraFor(topic, ctx);
  if (extra) parts.push(extra);
  return parts.join("\n\n");
}

function extraFor(topic: LookupTopic, ctx: LookupContext): string | null {
  const today = swissToday(ctx.now);
  switch (topic.extra) {
    case "yearEndDeadline":
    case "howToCancel": {
      const next = upcomingSwitch("yearEnd", today);
      const dates = { switchDate: formatDateLong(next.switchDate), deadline: formatDateLong(next.deadline, { weekday: true }), postBy: formatDateLong(next.postBy) };
      return fill(topic.extra === "howToCancel" ? a.lookupHowToCancel : a.lookupYearEnd, dates);
    }
    case "obligatory":
      return a.lookupObligatory;
    case "accidentForYou":
      // For the asker: not employed (a child, retired, or said so) needs it; 8 hours at one employer do not.
      if (ctx.accident === false) return a.lookupAccidentWithout;
      if (ctx.accident === true || (ctx.age !== undefined && (ctx.age >= 65 || ctx.age < 15))) return a.lookupAccidentWith;
      return null;
    case "lateCancellation": {
      // Too late for the next 1 January: the person stays a year, or switches mid-year in the standard model.
      const missed = upcomingSwitch("yearEnd", today);
      const mid = switchTerm("midYear", missed.tariffYear);
      const following = switchTerm("yearEnd", missed.tariffYear + 1);
      return fill(a.lookupLate, {
        deadline: formatDateLong(missed.deadline), switchDate: formatDateLong(missed.switchDate), year: missed.tariffYear,
        midDate: formatDateLong(mid.switchDate), midDeadline: formatDateLong(mid.deadline), nextDate: formatDateLong(following.switchDate), nextDeadline: formatDateLong(following.deadline),
      });
    }
    case "midYearDeadline": {
      const next = upcomingSwitch("midYear", today);
      return fill(a.lookupMidYear, { switchDate: formatDateLong(next.switchDate), deadline: formatDateLong(next.deadline, { weekday: true }) });
    }
    case "subsidyOffice": {
      const canton = cantonIn(ctx.text) ?? ctx.placeCanton;
      if (!canton) return a.lookupSubsidyWhichCanton;
      const office = subsidyOfficeFor(canton);
      return [fill(a.lookupSubsidyOffice, { canton: cantonName(canton), office: office.office }), office.applyHow, office.url ? fill(a.lookupSubsidyUrl, { url: office.url }) : null].filter(Boolean).join(" ");
    }
    case "noPremiums":
      return a.liechtensteinNoPremiums;
    case "modelDescriptions": {
      // The model asked about ("was ist Telmed?"), else all four, as the product describes them.
      const asked = allModels(ctx.text);
      return (asked.length ? asked : MODEL_CODES).map((model) => fill(a.modelIs, { model: models.names[model], description: models.descriptions[model] })).join("\n");
    }
    case "cantonPremiums": {
      const canton = cantonIn(ctx.text) ?? ctx.placeCanton;
      return canton ? cantonPremiums(ctx.catalog, canton, ctx.tariffYear) : null;
    }
    default:
      return null;
  }
}
