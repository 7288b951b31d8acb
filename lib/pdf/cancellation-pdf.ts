import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { CancellationLetter } from "@/lib/domain/cancellation-letter";

/**
 * Lays out the cancellation letter on A4 with the standard Helvetica font (no font file to
 * load). Page 1 is the letter, addressed for a Swiss window envelope (address field on the
 * right); page 2 holds the sender's notes (posting reminder), which are not part of the letter.
 * Load this module with a dynamic import(): pdf-lib is large and only needed on demand.
 */

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const LEFT = 25 * MM;
const RIGHT = PAGE.width - 20 * MM;
const BOTTOM = 20 * MM;
const ADDRESS_X = 118 * MM;
const TEXT_SIZE = 11;
const LINE = 15;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * Helvetica is WinAnsi-encoded: German umlauts, ß, é, à, ç, ’ and « » print, but a name such as
 * "Petrović" or "Łukasz" does not. Such letters lose their accent ("Petrovic"), anything
 * else without an equivalent becomes "?", rather than the whole PDF failing.
 */
export function toPrintable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  const fallback: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i", ħ: "h", "\u00a0": " " };
  return [...text]
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? 0)) return char;
      const stripped = char.normalize("NFD").replace(/\p{M}/gu, "");
      if (stripped && [...stripped].every((c) => supported.has(c.codePointAt(0) ?? 0))) return stripped;
      return fallback[char] ?? "?";
    })
    .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** A top-down writer that starts a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - 20 * MM;
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - 20 * MM;
  }

  text(text: string, options: { x?: number; size?: number; bold?: boolean; width?: number; lineHeight?: number; color?: ReturnType<typeof rgb> } = {}) {
    const { x = LEFT, size = TEXT_SIZE, bold = false, width = RIGHT - x, lineHeight = LINE, color } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(toPrintable(text, font), font, size, width)) {
      if (this.y - lineHeight < BOTTOM) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  gap(points: number) {
    this.y -= points;
  }
}

export async function renderCancellationPdf(letter: CancellationLetter): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(letter.subject);
  doc.setSubject(letter.subject);
  doc.setCreator("Prämienkompass");
  doc.setLanguage(letter.language);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc, fonts);

  for (const line of letter.sender) w.text(line, { size: 10, lineHeight: 13 });

  // Address field of a C5/C4 envelope with the window on the right (about 118 mm from the left, 50 mm from the top).
  w.y = PAGE.height - 50 * MM;
  for (const line of letter.recipient) w.text(line, { x: ADDRESS_X, width: RIGHT - ADDRESS_X });

  w.y = PAGE.height - 95 * MM;
  w.text(letter.placeAndDate);
  w.gap(LINE);
  w.text(letter.subject, { bold: true });
  w.gap(4);
  for (const line of letter.references) w.text(line);
  w.gap(LINE);
  w.text(letter.salutation);
  for (const paragraph of letter.body) {
    w.gap(8);
    w.text(paragraph);
  }
  w.gap(LINE);
  w.text(letter.closing);
  w.gap(45);
  if (w.y - 3 * LINE < BOTTOM) w.newPage();
  w.page.drawLine({ start: { x: LEFT, y: w.y }, end: { x: LEFT + 65 * MM, y: w.y }, thickness: 0.5, color: GREY });
  w.text(letter.signatureLabel, { size: 8, lineHeight: 10, color: GREY });
  w.gap(4);
  w.text(letter.signatureName);

  w.newPage();
  w.text(letter.notes.title, { size: 14, bold: true, lineHeight: 18 });
  w.gap(6);
  for (const item of letter.notes.items) {
    w.gap(6);
    const top = w.y;
    w.text(item, { x: LEFT + 12, width: RIGHT - LEFT - 12 });
    w.page.drawText("•", { x: LEFT, y: top - LINE, size: TEXT_SIZE, font: fonts.regular });
  }

  return doc.save();
}
