/**
 * Regexes the held-out cases share: robust to wording, strict about substance.
 * A reply proves it named a price by a CHF amount ("512.40", "1'234.50") or the currency.
 */
export const CHF_AMOUNT = /\d+[.']\d{2}|CHF|Fr\./i;
/** A stated premium ("CHF 312.40", "312.40 Fr."), not a date like 30.11 or 1.1.2027. */
export const PREMIUM_FIGURE = /(CHF|Fr\.)\s*\d|\d[.'’]\d{2}\s*(CHF|Fr\.|Franken)/i;
/** Asking again for data the person already gave. */
export const ASKS_BIRTH_YEAR = /(dein|ihr)(e)? (geburtsjahr|jahrgang)|wann bist du geboren|wie alt bist du/i;
export const ASKS_POSTAL_CODE = /(deine|ihre) (postleitzahl|plz)|wo wohnst du/i;
/** The 8-hour rule (Art. 13 UVV) is for employees; children and pensioners must not get it. */
export const EIGHT_HOURS = /8 stunden|acht stunden/i;
/** The notice deadline for the change at the end of the year (Art. 7 Abs. 2 KVG). */
export const NOVEMBER_DEADLINE = /30\.\s*November|Ende November/i;
