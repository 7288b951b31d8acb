/**
 * The one e-mail rule: the quote form, the advisor, the admin's deletion search and the leads'
 * look-up hash all use it, so every address a person could enter can be found for erasure
 * (Art. 32 DSG) – internationalised ones like jürg@müller.ch included.
 */

/** x@y.z without spaces; any script (an address like jürg@müller.ch is valid, RFC 6531). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** As typed, trimmed, in one Unicode form (NFC): "ü" typed as u + ¨ is the same letter. */
export const tidyEmail = (email: string) => email.trim().normalize("NFC");

/** The form that is compared and hashed: tidied and in lower case. */
export const normaliseEmail = (email: string) => tidyEmail(email).toLowerCase();

export const isEmailAddress = (email: string) => {
  const tidy = tidyEmail(email);
  return tidy.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(tidy);
};
