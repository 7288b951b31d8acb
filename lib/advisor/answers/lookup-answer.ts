import { swissToday } from "@/lib/domain/calendar";
import type { CantonCode } from "@/lib/domain/cantons";
import { switchTerm, upcomingSwitch } from "@/lib/domain/switch-deadlines";
import { factById, subsidyOfficeFor } from "@/lib/facts";
import { fill } from "@/lib/i18n/fill";
import { replyLanguage } from "@/lib/i18n/reply-language";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import { ADULT_FRANCHISES, COPAYMENT_CAP_ADULT, COPAYMENT_CAP_CHILD } from "@/lib/domain/franchise";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { allModels } from "../extract/model";
import { RETIRED } from "../extract/accident";
import { MOVING_FROM, MOVING_TO, MOVING_TO_BEFORE_VERB, extractPlace, placeIndex } from "../extract/place";
import { ageClassFor, type AgeClass } from "@/lib/domain/age-class";
import { cantonIn, cantonPremiums, cantonRanking, cantonTrend } from "./canton-answer";
import type { LookupTopic } from "./lookup-topics";
import { cantonText, citedFact, dateText, models, texts } from "@/lib/advisor/texts";

/**
 * A look-up answered from the reviewed fact list, each statement with its legal source, plus
 * what is computed for the asker: the switch dates from switchDeadlines, the subsidy office of
 * the canton asked about (else the canton of the person's place), the canton's premiums.
 */
const a = texts.answers;

/** `age` and `accident`: what is known about the asker (their age in the tariff year, the accident cover chosen). */
export type LookupContext = {
  catalog: SearchCatalog;
  now: Date;
  tariffYear: number;
  text: string;
  placeCanton?: CantonCode;
  age?: number;
  accident?: boolean;
  franchise?: number;
  followUp?: boolean;
  /** The persons' birth years the conversation knows (the asker first). */
  birthYears?: readonly number[];
  /** The postal code (and municipality) the asker lives at, where known. */
  home?: { postalCode: string; bfs?: number };
  /** The model and deductible of the asker's current contract, where told. */
  contract?: { model?: ModelCode; franchise?: number };
};

/** "is it too late?" in four languages (with Swiss German spellings). */
const TOO_LATE_ASKED = /\b(?:(?:zu|z|ze) (?:spat|spot|spoot|spaat)|trop tard|(?:troppo|tropo) tardi|too late)\b/;

/** "längt s no?", "c'est encore possible ?", "faccio ancora in tempo?", "is that still in time?": whether the deadline can be met. */
const STILL_IN_TIME_ASKED = /\b(?:arriv\w* (?:ancora )?in tempo|arrive\w* (?:encore )?a temps|arrives? in time|(?:get|gets) there in time|(?:langt|langts|lengt|lengts|reicht|reichts|glangt|gnuegt|genugt|klappt|klappts)(?: \w+){0,2} (?:no|noch|nomal)\b|(?:no|noch) (?:rechtzitig|rachtzitig|rechtzeitig)|(?:encore|toujours) (?:possible|le temps|dans les temps|a temps|jouable)|ca passe (?:encore|toujours)|(?:ancora|sempre) in tempo|faccio (?:ancora )?in tempo|riesco ancora|still (?:in )?time|(?:is|s) (?:it|that) (?:still )?(?:ok|enough|in time)|will (?:it|that) (?:still )?(?:work|be (?:ok|enough|in time)))\b/;

/** The deductible or the co-payment asked about, in four languages. */
const COST_SHARING_ASKED = /\b(?:franchise\w*|franchigia|selbstbehalt\w*|kostenbeteiligung\w*|quote part|aliquota|deductible|excess|co ?pay\w*|participation aux (?:frais|couts))\b/;

/** "if I pay everything", in four languages: the arrears settled. */
export const PAYS_ALL = /\b(?:(?:alles|alls|alli|allne|de ganz\w*|alle ausstand\w*|d schulde|die schulden) (?:\w+ ){0,4}(?:zahl\w*|bezahl\w*|begliich\w*|begleich\w*)|(?:zahl\w*|bezahl\w*|begleich\w*) (?:\w+ ){0,2}(?:alles|alls|alli)|(?:paie|paye|payer|regle|regler|rembourse)\w* (?:\w+ ){0,2}(?:tout|toutes|la totalite|mes dettes)|(?:pago|pagare|saldo|saldare|salda)\w* (?:\w+ ){0,2}(?:tutto|tutte|il debito|gli arretrati)|pa(?:y|id) (?:\w+ ){0,2}(?:everything|all of it|it all|all|off|the arrears|in full))\b/;

/** Leaving the accident cover out asked, in four languages. */
const LEAVE_OUT = /\b(?:weglass\w*|wegla\w*|usenah\w*|usnah\w*|rausnehm\w*|herausnehm\w*|streich\w*|sistier\w*|ausschliess\w*|ohne|ohni|togli\w*|toglier\w*|escluder\w*|senza|rinunci\w*|enlev\w*|supprim\w*|renonc\w*|retir\w*|sans|drop|remove|leave (?:it )?out|without|cancel)\b/;
/** Not employed by anyone ("jai pa de patron", "kei Job", "sono disoccupata", "I'm a student with no job"): the cover stays. */
const NOT_EMPLOYED = /\b(?:pas? de (?:patron|employeur|boulot|travail|job)|sans (?:emploi|employeur|travail|boulot)|au chomage|kein\w* (?:arbeitgeber|job|stell\w*|arbeit)|kei (?:job|stell\w*|arbeit)|nid agstellt|nod agstellt|nicht angestellt|arbeitslos\w*|senza (?:lavoro|datore)|non lavoro|non lavoriamo|non lavora|disoccupat\w*|no (?:employer|job)|unemployed|not employed|ne travaill\w* plus|(?:don t|do not|no longer) work|nicht mehr arbeit\w*|num schaff\w*|nume schaff\w*)\b/;
/** Needing the accident cover asked. */
const NEED = /\b(?:brauch\w*|bruuch\w*|bruch\w*|notig|muss|mues|muess|need\w*|besoin|faut|dois|oblig\w*|serve|devo|bisogno|necessari\w*|required|have to)\b/;

/** The hours a week (or the percentage) the asker says they work, and whether that is at least 8 hours. */
function weeklyWork(text: string): { amount: string; atLeastEight: boolean } | undefined {
  const hours = /\b(\d{1,2})(?: ?[.,]\d)? ?(?:stund\w*|std|h|heures?|ore|hours?|hrs?)\b(?: (?:\w+ ){0,2}(?:pro|par|alla|a|per|in der|la|each|every|i de|in de)? ?(?:woche|wuche|wochen|semaine|settimana|week))/.exec(text);
  if (hours) return { amount: fill(a.weeklyHours, { hours: hours[1]! }), atLeastEight: Number(hours[1]) >= 8 };
  const percent = /\b(?:(?:arbeit\w*|schaff\w*|lavor\w*|travaill\w*|work\w*|job|stelle|pensum|taux)\b(?: \w+){0,3} (\d{1,3}) ?(?:%|prozent|pour ?cent|per ?cento|percent))/.exec(text);
  const share = percent ? Number(percent[1]) : undefined;
  // 25 % of a 42-hour week is more than 8 hours, 15 % less; in between it depends on the week.
  if (share !== undefined && share <= 100 && (share >= 25 || share < 15)) return { amount: fill(a.workShare, { percent: share }), atLeastEight: share >= 25 };
  return undefined;
}

/** A switch asked about, in four languages. */
export const SWITCH_ASKED = /\b(?:wechs\w*|wachs\w*|kundig\w*|chundig\w*|change\w*|changer|resili\w*|cambi\w*|disdir\w*|disdett\w*|switch\w*|cancel\w*|move to another)\b/;

const CHILDREN = /\b(?:kind|kinder|kindern|chind|chinde|chindli|kids|sohn|sohne|tochter|tochtern|baby|babys|bebe|enfants?|bambin\w*|figli\w*|goofe)\b/;

/**
 * A question about children on a topic ("gilt das auch für Kinder?"): the topic's rules for
 * children where the fact list has them; else said that it has none of their own (and, in a
 * follow-up, the topic's rules again).
 */
function childrenPart(topic: LookupTopic, ctx: LookupContext, topicAnswer: () => string): string | null {
  if (topic.aboutChildren || !CHILDREN.test(ctx.text)) return null;
  const own = (topic.children ?? []).map(factById).filter((fact) => fact !== undefined).map(citedFact);
  if (own.length) return [a.lookupChildren, ...own].join("\n\n");
  return ctx.followUp ? [`${a.lookupChildrenNoRule} ${a.lookupInGeneral}`, topicAnswer()].join("\n\n") : a.lookupChildrenNoRule;
}

export function lookupAnswer(topic: LookupTopic, ctx: LookupContext): string {
  const children = childrenPart(topic, ctx, () => topicAnswer(topic, ctx));
  // A follow-up about children answers that; a question naming children gets the topic and the children's rules.
  if (children && ctx.followUp) return children;
  return [topicAnswer(topic, ctx), children].filter(Boolean).join("\n\n");
}

function topicAnswer(topic: LookupTopic, ctx: LookupContext): string {
  // The 8-hour rule is for employees: not told to children and pensioners.
  const employed = !(topic.extra === "accidentForYou" && ((ctx.age !== undefined && (ctx.age >= 65 || ctx.age < 15)) || RETIRED.test(ctx.text)));
  const facts = topic.facts.filter((id) => employed || id !== "accident-insured-through-employer").map(factById).filter((fact) => fact !== undefined);
  const parts = facts.map(citedFact);
  // Not in the reviewed list: said so first, then what the list does say.
  if (topic.extra === "unverified") return [a.lookupUnverified, ...parts].join("\n\n");
  // "wenn i d kündigung morn uf d post bringe, längt s no?": yes while the next deadline has not passed, tight after the posting day.
  const stillInTime = stillInTimeLead(topic, ctx);
  if (stillInTime) return [stillInTime, ...parts].join("\n\n");
  const extra = extraFor(topic, ctx);
  // An extra that answers the question ("Ja, sie sind veröffentlicht") comes before the rule, any other after it.
  if (extra?.lead) parts.unshift(extra.text);
  else if (extra) parts.push(extra.text);
  return parts.join("\n\n");
}

/** What of the asker's contract allows a switch only at the end of a calendar year: an alternative model, else an optional deductible. */
function yearEndOnly(ctx: LookupContext): string | null {
  const { model, franchise } = ctx.contract ?? {};
  if (model && model !== "standard") return fill(a.lookupWithModel, { model: models.names[model] });
  const lowest = ctx.age !== undefined && ctx.age <= 18 ? 0 : Math.min(...ADULT_FRANCHISES);
  return franchise !== undefined && franchise > lowest ? fill(a.lookupWithDeductible, { franchise: formatChfAmount(franchise) }) : null;
}

function stillInTimeLead(topic: LookupTopic, ctx: LookupContext): string | null {
  if (!["yearEndDeadline", "howToCancel", "whoCancels", "lateCancellation"].includes(topic.extra ?? "") || !STILL_IN_TIME_ASKED.test(ctx.text)) return null;
  const today = swissToday(ctx.now);
  const next = upcomingSwitch("yearEnd", today);
  // Only for the coming 1 January: after this year's deadline the next switch is a year away, and "yes" would mislead.
  if (Number(next.switchDate.slice(0, 4)) !== Number(today.slice(0, 4)) + 1) return null;
  return fill(today > next.postBy ? a.lookupStillInTimeTight : a.lookupStillInTime, { switchDate: dateText(next.switchDate), deadline: dateText(next.deadline, { weekday: true }) });
}

/** An extra of the answer, and whether it answers the question itself and so leads. */
type Extra = { text: string; lead: boolean };
const after = (text: string | null): Extra | null => (text ? { text, lead: false } : null);
const leading = (text: string | null): Extra | null => (text ? { text, lead: true } : null);

function extraFor(topic: LookupTopic, ctx: LookupContext): Extra | null {
  const today = swissToday(ctx.now);
  switch (topic.extra) {
    case "yearEndDeadline":
    case "whoCancels":
    case "howToCancel": {
      const next = upcomingSwitch("yearEnd", today);
      const dates = { switchDate: dateText(next.switchDate), deadline: dateText(next.deadline, { weekday: true }), postBy: dateText(next.postBy) };
      // After the recommended posting day the letter must go at once: a posting date already past is not advised.
      const howTo = today > next.postBy ? a.lookupHowToCancelTight : a.lookupHowToCancel;
      if (topic.extra === "whoCancels") return after(`${a.lookupWhoCancels} ${fill(howTo, dates)}`);
      return after(fill(topic.extra === "howToCancel" ? howTo : a.lookupYearEnd, dates));
    }
    case "obligatory":
      return after(a.lookupObligatory);
    case "accidentForYou": {
      // "müend d chind trotzdem mit unfall versicheret si?": no employer insures a child, whatever the parents work.
      if (topic.id === "children-accident") return leading(a.lookupAccidentChildren);
      // "lavoro 6 ore alla settimana, posso togliere l'infortunio?": the hours said decide it (8 a week at one employer, UVV Art. 13).
      const worked = weeklyWork(ctx.text);
      if (worked) {
        const answer = fill(worked.atLeastEight ? a.lookupAccidentOver8 : a.lookupAccidentUnder8, { amount: worked.amount });
        // "posso togliere l'infortunio?" is answered no below 8 hours; "bruuch i d unfalldeckig?" yes.
        const removing = LEAVE_OUT.test(ctx.text);
        const needing = NEED.test(ctx.text);
        if (removing === needing) return leading(answer);
        return leading(`${(removing ? worked.atLeastEight : !worked.atLeastEight) ? a.answerYes : a.answerNo} ${answer}`);
      }
      // For the asker: not employed (a child, retired, or said so) needs it; 8 hours at one employer do not.
      if (RETIRED.test(ctx.text) || NOT_EMPLOYED.test(ctx.text)) return after(a.lookupAccidentWith);
      if (ctx.accident === false) return after(a.lookupAccidentWithout);
      if (ctx.accident === true || (ctx.age !== undefined && (ctx.age >= 65 || ctx.age < 15))) return after(a.lookupAccidentWith);
      return null;
    }
    case "lateCancellation": {
      // Too late for the next 1 January: the person stays a year, or switches mid-year in the standard model.
      const missed = upcomingSwitch("yearEnd", today);
      const mid = switchTerm("midYear", missed.tariffYear);
      const following = switchTerm("yearEnd", missed.tariffYear + 1);
      const late = fill(a.lookupLate, {
        deadline: dateText(missed.deadline), switchDate: dateText(missed.switchDate), year: missed.tariffYear,
        midDate: dateText(mid.switchDate), midDeadline: dateText(mid.deadline), nextDate: dateText(following.switchDate), nextDeadline: dateText(following.deadline),
      });
      if (!TOO_LATE_ASKED.test(ctx.text)) return after(late);
      // "c'est pas trop tard ?", "isch es scho z spät?": not yet, as the next deadline has not passed; tight after the posting day.
      if (Number(missed.switchDate.slice(0, 4)) !== Number(today.slice(0, 4)) + 1) return leading(late);
      const notYet = fill(today > missed.postBy ? a.lookupNotLateYetTight : a.lookupNotLateYet, { switchDate: dateText(missed.switchDate), deadline: dateText(missed.deadline, { weekday: true }) });
      return leading(`${notYet} ${late}`);
    }
    case "midYearDeadline": {
      // "ich ha aber telmed und 2500 franchise": an alternative model or an optional deductible changes only at the end of a calendar year (KVV Art. 94 Abs. 2, Art. 100 Abs. 3).
      const blocked = yearEndOnly(ctx);
      if (blocked) {
        const yearEnd = upcomingSwitch("yearEnd", today);
        return leading(fill(a.lookupMidYearNotForYou, { what: blocked, switchDate: dateText(yearEnd.switchDate), deadline: dateText(yearEnd.deadline, { weekday: true }) }));
      }
      const next = upcomingSwitch("midYear", today);
      return after(fill(a.lookupMidYear, { switchDate: dateText(next.switchDate), deadline: dateText(next.deadline, { weekday: true }) }));
    }
    case "subsidyOffice": {
      const canton = cantonIn(ctx.text) ?? ctx.placeCanton;
      if (!canton) return after(a.lookupSubsidyWhichCanton);
      const office = subsidyOfficeFor(canton, replyLanguage());
      return after([fill(a.lookupSubsidyOffice, { canton: cantonText(canton), office: office.office }), office.applyHow, office.url ? fill(a.lookupSubsidyUrl, { url: office.url }) : null].filter(Boolean).join(" "));
    }
    case "publishedYears": {
      // The year asked, else the default one: loaded means published (the BAG's approved premiums are what is loaded).
      const years = [...ctx.catalog.premiums.tariffYears].sort((x, y) => x - y);
      const asked = Number(/\b(20\d\d)\b/.exec(ctx.text)?.[1] ?? ctx.tariffYear);
      return leading(years.includes(asked) ? fill(a.lookupPublished, { year: asked }) : fill(a.lookupNotPublished, { year: asked, years: years.join(", ") }));
    }
    case "cantonRanking": {
      // "und schaffuuse?" after the ranking: that canton's own change.
      const named = cantonIn(ctx.text);
      return leading(named ? cantonTrend(ctx.catalog, named, ctx.tariffYear) : cantonRanking(ctx.catalog, ctx.tariffYear, ctx.text));
    }
    case "premiumsFrom": {
      // The premiums of a tariff year apply from its 1 January: until then, this year's premium is paid (with the current insurer too).
      const year = Number(today.slice(0, 4)) + 1;
      return leading(fill(a.lookupPremiumsFrom, { year, previous: year - 1 }));
    }
    case "debts": {
      // "chan i trotzdem wechsle?": no, not while anything is open; "und wenn i alles bis ende november zahl?": then yes, by the deadline.
      const next = upcomingSwitch("yearEnd", today);
      if (PAYS_ALL.test(ctx.text)) return leading(fill(a.lookupDebtsPaid, { switchDate: dateText(next.switchDate), deadline: dateText(next.deadline, { weekday: true }) }));
      return leading(SWITCH_ASKED.test(ctx.text) ? a.lookupDebtsNoSwitch : null);
    }
    // "l'igiene dentale la paga la cassa di base?": check-ups, hygiene and caries, as a rule not (KVG Art. 31 Abs. 1).
    case "dentalRoutine":
      return leading(ROUTINE_DENTAL.test(ctx.text) && !DENTAL_ACCIDENT.test(ctx.text) ? a.lookupUsuallyNot : null);
    // "cha i mir no dr 2026er priis sichere?": no, from 1 January the new approved premium applies everywhere.
    case "noOldPremium":
      return leading(fill(a.lookupNoOldPremium, { year: ctx.tariffYear, before: ctx.tariffYear - 1 }));
    case "maternityNoCost":
      // "je dois payer la franchise pour les contrôles et l'accouchement ?": no (KVG Art. 64 Abs. 7).
      return leading(COST_SHARING_ASKED.test(ctx.text) ? a.answerNo : null);
    case "noPremiums":
      return after(a.liechtensteinNoPremiums);
    case "modelDescriptions": {
      // The model asked about ("was ist Telmed?"), else all four, as the product describes them.
      const asked = allModels(ctx.text);
      return after((asked.length ? asked : MODEL_CODES).map((model) => fill(a.modelIs, { model: models.names[model], description: models.descriptions[model] })).join("\n"));
    }
    case "maxCostSharing": {
      // Deductible plus the co-payment cap: for the deductible said or chosen, else the lowest and the highest.
      const child = ctx.age !== undefined && ctx.age <= 18;
      const cap = child ? COPAYMENT_CAP_CHILD : COPAYMENT_CAP_ADULT;
      const hospital = a.lookupMaxHospital;
      if (ctx.franchise !== undefined) {
        return after(`${fill(child ? a.lookupMaxChild : a.lookupMaxKnown, { franchise: formatChf(ctx.franchise), cap: formatChf(cap), total: formatChf(ctx.franchise + cap) })} ${hospital}`);
      }
      const lowest = Math.min(...ADULT_FRANCHISES);
      const highest = Math.max(...ADULT_FRANCHISES);
      return after(`${fill(a.lookupMaxRange, { cap: formatChf(COPAYMENT_CAP_ADULT), lowest: formatChf(lowest), lowestTotal: formatChf(lowest + COPAYMENT_CAP_ADULT), highest: formatChf(highest), highestTotal: formatChf(highest + COPAYMENT_CAP_ADULT), childCap: formatChf(COPAYMENT_CAP_CHILD) })} ${hospital}`);
    }
    case "moving": {
      // The canton moved to: named after "nach", "uf", "in" … (else any canton named); its premiums for the year talked about.
      const destination = /\b(?:nach|uf|auf|in|is|ins|a|en|to|vers)\s+(.+)$/.exec(ctx.text)?.[1];
      const canton = (destination ? cantonIn(destination) : undefined) ?? cantonIn(ctx.text);
      const premiums = canton ? cantonPremiums(ctx.catalog, canton, ctx.tariffYear) : null;
      return after([a.lookupMoving, regionChange(ctx), premiums].filter(Boolean).join("\n\n"));
    }
    case "ageClass":
      return after(ageClassAnswer(ctx));
    case "deductibleChange": {
      // The next 1 January, and the deadline a lower deductible or another model shares with a switch.
      const next = upcomingSwitch("yearEnd", today);
      return after(fill(a.lookupDeductibleChange, { switchDate: dateText(next.switchDate), deadline: dateText(next.deadline, { weekday: true }) }));
    }
    case "directAccess": {
      const named = SPECIALISTS.filter(([pattern]) => pattern.test(ctx.text)).map(([, key]) => a.specialists[key]);
      return after(fill(a.lookupDirectAccess, { who: (named.length ? named : [a.specialists.any]).join(" / ") }));
    }
    case "cantonPremiums": {
      const canton = cantonIn(ctx.text) ?? ctx.placeCanton;
      return after(canton ? cantonPremiums(ctx.catalog, canton, ctx.tariffYear) : null);
    }
    default:
      return null;
  }
}

type Placed = { name: string; canton: string; region: number };

/** The premium region of a place: of its municipality, else of its postal code when that lies in one region; named as said, else as its locality. */
function placed(catalog: SearchCatalog, tariffYear: number, postalCode: string, bfs?: number, name?: string): Placed | undefined {
  const regionOf = catalog.regionsOf(tariffYear);
  const entries = catalog.locations.localities(postalCode).filter((entry) => bfs === undefined || entry.bfsNumber === bfs);
  const regions = entries.map((entry) => regionOf(entry.bfsNumber)).filter((region) => region !== undefined);
  const distinct = new Set(regions.map((region) => `${region.canton}-${region.region}`));
  return distinct.size === 1 ? { name: name ?? entries[0]!.name, ...regions[0]! } : undefined;
}

/** "isch das jetzt kanton glarus oder sg?": the canton and premium region of the place told, in the tariff year. */
export function placeCanton(catalog: SearchCatalog, tariffYear: number, postalCode: string, bfs?: number, name?: string): string | null {
  const place = placed(catalog, tariffYear, postalCode, bfs, name);
  if (!place) return null;
  const fields = { place: place.name, canton: cantonText(place.canton) };
  return place.region === 0 ? fill(a.placeCantonOnly, fields) : fill(a.placeCantonRegion, { ...fields, region: place.region });
}

/** A place a phrase names, with its premium region. */
function placeOf(ctx: LookupContext, phrase: string | undefined): Placed | undefined {
  if (!phrase) return undefined;
  const match = extractPlace(phrase, placeIndex(ctx.catalog.locations.entries), ctx.catalog.regionsOf(ctx.tariffYear));
  return match?.kind === "resolved" ? placed(ctx.catalog, ctx.tariffYear, match.postalCode, match.bfsNumber, match.name) : undefined;
}

/**
 * "a marzo mi trasloco da Breno a Peccia, cambia qualcosa?", "if I move to Liebefeld, would it change?": whether the place moved
 * to lies in the premium region of the one left (the premiums are the region's: KVG Art. 61 Abs. 2bis).
 */
export function regionChange(ctx: LookupContext): string | null {
  const to = placeOf(ctx, MOVING_TO.exec(ctx.text)?.[1] ?? MOVING_TO_BEFORE_VERB.exec(ctx.text)?.[1]);
  const from = placeOf(ctx, MOVING_FROM.exec(ctx.text)?.[1]) ?? (ctx.home ? placed(ctx.catalog, ctx.tariffYear, ctx.home.postalCode, ctx.home.bfs) : undefined);
  if (!to || !from || to.name === from.name) return null;
  const region = (place: Placed) => (place.region === 0 ? fill(a.regionOnly, { canton: cantonText(place.canton) }) : fill(a.regionNumbered, { canton: cantonText(place.canton), region: place.region }));
  return to.canton === from.canton && to.region === from.region
    ? fill(a.lookupMovingSameRegion, { from: from.name, to: to.name, region: region(to) })
    : fill(a.lookupMovingOtherRegion, { from: from.name, to: to.name, fromRegion: region(from), toRegion: region(to) });
}

/** Routine dental care: check-ups, hygiene, cleaning, caries and fillings, in four languages. */
const ROUTINE_DENTAL = /\b(?:dentalhygiene|zahnreinigung|zahnkontrolle\w*|kontrolle\w*|karies|fullung\w*|plombe\w*|hygiene|hygieniste|igiene|pulizia|detartrage|controle\w*|carie\w*|cleaning|check ?ups?|cavit\w*|fillings?|controll\w*|otturazion\w*|plombage\w*)\b/;
/** A tooth hurt in a fall or an accident. */
const DENTAL_ACCIDENT = /\b(?:unfall\w*|accident\w*|infortun\w*|sturz|gsturzt|gesturzt|tomb\w*|cado|caduto|caduta|fall|fell|rott\w*|rompo|casse\w*|broke\w*|velo|bici|bike)\b/;

/** The specialists a question names (folded text), by their catalogue key. */
const SPECIALISTS: readonly [RegExp, keyof typeof a.specialists][] = [
  [/\b(?:frauenarzt\w*|gynakolog\w*|gyni)\b/, "gyn"],
  [/\baugenarzt\w*\b/, "eye"],
  [/\bzahnarzt\w*\b/, "dental"],
  [/\b(?:hautarzt\w*|dermatolog\w*)\b/, "skin"],
  [/\bkinderarzt\w*\b/, "child"],
  [/\b(?:psychiater\w*|psycholog\w*)\b/, "psych"],
  [/\borthopad\w*\b/, "ortho"],
];

const CLASS_NAMES: Record<AgeClass, string> = { child: a.ageClassChild, young_adult: a.ageClassYoung, adult: a.ageClassAdult };

/** The birth year a question names ("die 2010er", "jahrgang 2008"), else the one age it states, as a birth year. */
function askedBirthYear(ctx: LookupContext): number | undefined {
  // "bin i 2027 no bi de junge erwachsene?": this year or a later one is a premium year unless the words say born.
  const said = /(\b(?:jg|jahrgang|geboren|gebore|geb|born|ne|nee|nato|nata|baby|bebe|neonat\w*) )?\b(19[0-9]{2}|20[0-9]{2})(?:er|i|gi)?\b/.exec(ctx.text);
  const year = said && (said[1] !== undefined || Number(said[2]) < ctx.now.getFullYear()) ? said[2] : undefined;
  if (year && Number(year) <= ctx.tariffYear) return Number(year);
  const age = /\b(?:bin|bisch|isch|ist|wird|wirt|werde|mit)\s+(?:\w+\s+){0,2}(1[0-9]|2[0-9]|[0-9])\b/.exec(ctx.text)?.[1];
  return age ? ctx.tariffYear - Number(age) : undefined;
}

/** Which birth years are children, young adults and adults in the tariff year, and where the person asked about stands in each loaded year. */
function ageClassAnswer(ctx: LookupContext): string {
  const year = ctx.tariffYear;
  const bounds = fill(a.ageClassYears, { year, childFrom: year - 18, youngFrom: year - 25, youngTo: year - 19, adultTo: year - 26 });
  const asked = askedBirthYear(ctx) ?? (ctx.birthYears?.length === 1 ? ctx.birthYears[0] : undefined);
  const years = [...ctx.catalog.premiums.tariffYears].sort((x, y) => x - y);
  const persons = asked !== undefined ? [asked] : (ctx.birthYears ?? []).filter((born) => years.some((y) => ageClassFor(born, y) !== "adult"));
  const lines = persons.map((born) =>
    fill(a.ageClassOf, { birthYear: born, classes: years.map((y) => fill(a.ageClassIn, { year: y, class: CLASS_NAMES[ageClassFor(born, y)] })).join(", ") }),
  );
  return [bounds, ...lines, a.ageClassDeductible].join("\n");
}
