import { dateParts, formatDateLong, formatDateShort, type DateLanguage, type IsoDate } from "./calendar";
import {
  cancellationDeadlines,
  LEGAL_BASIS,
  LEGAL_BASIS_IN,
  type CancellationDeadlines,
  type CancellationReason,
} from "./cancellation-deadlines";

/** The wording, from the `cancellation` message catalogue; `{name}` marks a value. */
export type LetterTexts = {
  reminder: Record<CancellationDeadlines["status"], string>;
  letter: {
    recipientDepartment: string;
    placeAndDate: string;
    subject: string;
    insuranceNumber: string;
    birthDate: string;
    salutation: string;
    cancel: Record<CancellationReason, string>;
    newInsurer: string;
    supplementary: string;
    confirmation: string;
    closing: string;
    signature: string;
  };
  notes: { title: string; intro: string; address: string; addressFilled: string; sign: string; newInsurer: string; receipt: string };
};

export type CancellationLetterInput = {
  fullName: string;
  street: string;
  postalCode: string;
  city: string;
  birthDate: IsoDate;
  insuranceNumber: string;
  insurerName: string;
  /** The insurer's head office from BAG's list (street, PO box, postal code and place), when known. */
  insurerAddress?: readonly string[];
  reason: CancellationReason;
  today: IsoDate;
  /** The letter's language (the page's); German by default. */
  language?: DateLanguage;
};

/**
 * The letter as lines, without layout. `notes` (posting reminder, what to add by hand) is for
 * the sender only: the PDF prints it on a second page headed "Hinweise", not in the letter.
 */
export type CancellationLetter = {
  sender: string[];
  recipient: string[];
  placeAndDate: string;
  subject: string;
  references: string[];
  salutation: string;
  body: string[];
  closing: string;
  signatureLabel: string;
  signatureName: string;
  notes: { title: string; items: string[] };
  deadlines: CancellationDeadlines;
  fileName: string;
  /** The language tag of the letter ("fr-CH"), for the PDF's metadata. */
  language: string;
};

/** Replaces each `{name}` by its value; an unknown name is left as it is. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The reminder shown beside the download button and printed in the notes. */
export function deadlineReminder(deadlines: CancellationDeadlines, texts: LetterTexts["reminder"], language: DateLanguage = "de"): string {
  const date = (day: IsoDate, weekday = false) => formatDateLong(day, { weekday, language });
  return fillTemplate(texts[deadlines.status], {
    postBy: date(deadlines.postBy, true),
    lastArrivalDay: date(deadlines.lastArrivalDay, true),
    endDate: date(deadlines.endDate),
    missedEndDate: deadlines.missedEndDate ? date(deadlines.missedEndDate) : "",
  });
}

/** "Kuendigung-CSS-Kranken-Versicherung-AG-2026.pdf": ASCII only, safe as a download name. */
export function cancellationFileName(insurerName: string, endDate: IsoDate): string {
  const slug = insurerName
    .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae").replace(/Ö/g, "Oe").replace(/Ü/g, "Ue").replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `Kuendigung-${slug || "Krankenkasse"}-${dateParts(endDate).year}.pdf`;
}

export function buildCancellationLetter(input: CancellationLetterInput, texts: LetterTexts): CancellationLetter {
  const t = texts.letter;
  const language = input.language ?? "de";
  const date = (day: IsoDate) => formatDateLong(day, { language });
  const deadlines = cancellationDeadlines(input.reason, input.today);
  const fullName = input.fullName.trim();
  const insurerName = input.insurerName.trim();
  return {
    sender: [fullName, input.street.trim(), `${input.postalCode.trim()} ${input.city.trim()}`],
    recipient: [insurerName, t.recipientDepartment, ...(input.insurerAddress ?? [])],
    placeAndDate: fillTemplate(t.placeAndDate, { place: input.city.trim(), date: date(input.today) }),
    subject: t.subject,
    references: [
      fillTemplate(t.insuranceNumber, { insuranceNumber: input.insuranceNumber.trim() }),
      fillTemplate(t.birthDate, { birthDate: formatDateShort(input.birthDate) }),
    ],
    salutation: t.salutation,
    body: [
      fillTemplate(t.cancel[input.reason], {
        legalBasis: language === "de" ? LEGAL_BASIS[input.reason] : LEGAL_BASIS_IN[language][input.reason],
        endDate: date(deadlines.endDate),
      }),
      fillTemplate(t.newInsurer, { newCoverFrom: date(deadlines.newCoverFrom) }),
      t.supplementary,
      t.confirmation,
    ],
    closing: t.closing,
    signatureLabel: t.signature,
    signatureName: fullName,
    notes: {
      title: texts.notes.title,
      items: [
        fillTemplate(texts.notes.intro, { insurer: insurerName }),
        deadlineReminder(deadlines, texts.reminder, language),
        texts.notes.sign,
        input.insurerAddress?.length ? texts.notes.addressFilled : texts.notes.address,
        texts.notes.newInsurer,
        texts.notes.receipt,
      ],
    },
    deadlines,
    fileName: cancellationFileName(insurerName, deadlines.endDate),
    language: `${language}-CH`,
  };
}
