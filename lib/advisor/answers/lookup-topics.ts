/**
 * The questions about basic insurance people really ask, each with the reviewed facts that
 * answer it (lib/facts, by id) and, where dates or a canton matter, what is computed for it.
 * A topic counts only when its words are in the question; otherwise the advisor does not
 * pretend to know.
 */
export type LookupTopic = {
  id: string;
  /** Folded question text that asks this (lib/domain/message-text). */
  asks: RegExp;
  facts: readonly string[];
  /** Computed parts: the next switch dates, the canton's subsidy office, the canton's premiums. */
  extra?: "yearEndDeadline" | "midYearDeadline" | "subsidyOffice" | "cantonPremiums" | "howToCancel" | "noPremiums" | "modelDescriptions" | "unverified" | "lateCancellation" | "obligatory" | "accidentForYou";
};

export const LOOKUP_TOPICS: readonly LookupTopic[] = [
  { id: "liechtenstein", asks: /\b(?:liechtenstein|vaduz|schaan|furstentum)\b/, facts: ["liechtenstein-not-kvg"], extra: "noPremiums" },
  { id: "subsidy", asks: /\b(?:\w*verbillig\w*|ipv|subvention\w*|zuschuss\w*|subside\w*|sussidi\w*)\b/, facts: ["premium-subsidy-by-canton"], extra: "subsidyOffice" },
  { id: "canton-premiums", asks: /\b(?:durchschnitt\w*|mittler\w*|teuerst\w*)\b.*\b(?:kanton|pramie\w*)|\bwarum sind die pramien\b|\bpramien (?:im|in) kanton\b/, facts: ["premium-regions", "premiums-same-for-everyone"], extra: "cantonPremiums" },
  { id: "renewal", asks: /\b(?:nicht kundige\w*|automatisch\w*|stillschweigend\w*|verlanger\w*|(?:lauft|lauft|geht)(?: \w+){0,3} (?:weiter|wiiter|witer)|jedes (?:jahr|johr) neu|neu abschliess\w*)\b/, facts: ["insurance-continues-unless-cancelled"] },
  { id: "mid-year", asks: /\b(?:mitten im jahr|mitts im jahr|mitte (?:des )?jahr\w*|unterjahrig\w*|unter dem jahr|wahrend des jahres|im laufenden jahr|auf ende juni|auf (?:den )?1 juli|31 marz|halbjahr\w*|en cours d annee)\b/, facts: ["switch-end-of-semester", "switch-optional-deductible-or-model-year-end"], extra: "midYearDeadline" },
  { id: "how-to-cancel", asks: /\b(?:wie (?:kundig\w*|chund\w*|wechsle|wechselt|wechseln)|kundigungsbrief|kundigungsschreiben|wie geht (?:der|ein) wechsel|(?:kundig\w*|chund\w*)\b.*\b(?:per (?:e ?)?mail|e ?mail|eingeschrieben|brief|schriftlich)|comment resilier)\b/, facts: ["cancellation-must-arrive-in-time", "old-insurance-ends-on-confirmation"], extra: "howToCancel" },
  { id: "late-cancellation", asks: /\b(?:(?:zu|z) spat|verpasst|(?:brief|kundigung|schreiben)\b.*\b(?:erst|spater|nach dem)\b|(?:erst|spater)\b.*\b(?:ankommt|achunnt|aachunnt|eintrifft|ankunft))\b/, facts: ["cancellation-must-arrive-in-time"], extra: "lateCancellation" },
  { id: "deadline", asks: /\b(?:bis wann|frist\w*|kundigungsfrist\w*|zu spat|(?:brief|kundigung|schreiben)\b.*\b(?:erst|spater)\b|(?:erst|spater)\b.*\b(?:ankommt|achunnt|aachunnt|eintrifft|ankunft)|wann (?:muss|kann|sollte) (?:ich )?(?:\w+ )?(?:kundig\w*|wechsel\w*)|wann (?:muss|kann) die kundigung|sonderkundigung\w*|kundigen bis)\b/, facts: ["switch-after-premium-notice", "cancellation-must-arrive-in-time"], extra: "yearEndDeadline" },
  { id: "dental", asks: /\b(?:zahn\w*|zahnarzt\w*|dentalhygiene|karies|zahne)\b/, facts: ["dental-only-severe-cases", "dental-accident"] },
  { id: "accident", asks: /\b(?:unfall\w*|uvg|8 stunden|acht stunden)\b/, facts: ["accident-cover-subsidiary", "accident-insured-through-employer", "accident-cover-suspension"], extra: "accidentForYou" },
  { id: "deductible-change", asks: /\bfranchise\b.*\b(?:andern|wechseln|anpassen|erhohen|senken|jederzeit|wann)\b|\b(?:andern|wechseln|erhohen|senken)\b.*\bfranchise\b/, facts: ["higher-deductible-from-january", "switch-optional-deductible-or-model-year-end"] },
  { id: "cost-sharing", asks: /\b(?:selbstbehalt\w*|kostenbeteiligung\w*|was (?:bedeutet|ist) (?:die |eine )?franchise|franchise und selbstbehalt|spitalbeitrag)\b/, facts: ["ordinary-deductible", "optional-deductibles", "co-payment"] },
  { id: "models", asks: /\b(?:welche modelle|was (?:ist|isch|esch|bedeutet|heisst) (?:\w+ )?(?:eine |das |ein |e |s )?(?:hmo|telmed|hausarzt\w*)|(?:hmo|telmed|hausarzt\w*) (?:ist|isch) (?:was|wie)|wie funktioniert (?:das |ein )?(?:\w+ )?(?:modell|hmo|telmed|hausarzt\w*)|unterschied\w* .*\b(?:hmo|telmed|hausarzt\w*|modell\w*)|modelle gibt)\b/, facts: ["alternative-models", "model-discount-reflects-costs", "emergency-in-every-model"], extra: "modelDescriptions" },
  { id: "acceptance", asks: /\b(?:aufnehmen|aufneh\w*|aufnahme|gesundheitsfrage\w*|vorbehalt\w*|ablehn\w*|abgelehnt|nimmt (?:mi|mich)|nehmen (?:mi|mich)|zu alt|mit \d{2,3} (?:\w+ ){0,3}wechsl\w*|(?:im|mit dem) alter\b.*\bwechsl\w*|refus\w*)\b/, facts: ["insurer-must-accept-everyone", "same-benefits-at-every-insurer"] },
  { id: "obligation", asks: /\b(?:obligatorisch|pflicht\w*|freiwillig\w*|muss ich (?:mich )?versicher\w*|obligatoire|facultati\w*)\b/, facts: ["obligation-within-three-months", "free-choice-of-insurer"], extra: "obligatory" },
  { id: "glasses", asks: /\b(?:brille\w*|brulle\w*|kontaktlinse\w*|lunettes|occhiali)\b/, facts: ["coverage-general"], extra: "unverified" },
  { id: "not-covered", asks: /\b(?:nicht (?:bezahlt|gedeckt|ubernommen|versichert)|(?:zahlt|bezahlt|deckt|ubernimmt) (?:\w+ ){0,3}nicht)\b/, facts: ["dental-only-severe-cases", "medicines-specialty-list", "prevention-within-limits", "complementary-medicine-by-doctors"] },
  { id: "coverage", asks: /\b(?:was (?:zahlt|bezahlt|deckt|ubernimmt)|zahlt die grundversicherung|ubernimmt die grundversicherung|deckt die grundversicherung|gedeckt|leistungen)\b/, facts: ["coverage-general", "medicines-specialty-list", "same-benefits-at-every-insurer"] },
];

export function lookupTopic(text: string): LookupTopic | undefined {
  return LOOKUP_TOPICS.find((topic) => topic.asks.test(text));
}
