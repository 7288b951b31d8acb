/**
 * Regexes the French, Italian and English cases share: robust to wording, strict about substance.
 * A price is proven by a CHF amount ("312.40", "312,40", "1'234.50") or the currency.
 */
export const CHF_AMOUNT = /\d+[.,'’]\d{2}|CHF|\bfr\.|\bfrancs?\b|\bfranchi\b/i;
/** A stated premium ("CHF 312.40", "312,40 fr."), not a date like 30.11. */
export const PREMIUM_FIGURE = /(CHF|fr\.)\s*\d|\d[.,'’]\d{2}\s*(CHF|fr\.|francs?\b|franchi\b)/i;
/** A reply in German to someone writing in another language (German function words; `\b` is ASCII-only, hence the lookahead). */
export const GERMAN_REPLY = /\b(und|nicht|deine?|kostet|ich bin|du hast|bitte)\b|\bfür(?![a-zäöü])/i;

export const FR = {
  asksBirthYear: /(ton|votre) année de naissance|quand es-tu né|quand êtes-vous né|quel âge (as-tu|avez-vous)/i,
  asksPostalCode: /(ton|votre) (code postal|npa)|où (habites-tu|vis-tu|habitez-vous)/i,
  eightHours: /8 heures|huit heures/i,
  novemberDeadline: /30\s*novembre|fin novembre|fin du mois de novembre/i,
  /** The reply speaks of the household as a whole. */
  household: /total|ensemble|famille|ménage|tous les (deux|trois|quatre)|pour vous/i,
};

export const IT = {
  asksBirthYear: /(tuo|suo) anno di nascita|quando sei nat|quando è nat|quanti anni hai/i,
  asksPostalCode: /(tuo|suo) (numero postale|codice postale|NPA)|dove abiti/i,
  eightHours: /8 ore|otto ore/i,
  novemberDeadline: /30\s*novembre|fine (di )?novembre/i,
  household: /totale|insieme|famiglia|economia domestica|tutti e (due|tre|quattro)|per voi/i,
};

export const EN = {
  asksBirthYear: /your (year of birth|birth year)|when were you born|how old are you/i,
  asksPostalCode: /your (postal code|postcode|zip)|where do you live/i,
  eightHours: /8 hours|eight hours/i,
  novemberDeadline: /30(th)?\s*(of\s*)?november|november\s*30|end of november/i,
  household: /total|together|family|household|all (two|three|four)|both of you/i,
};
