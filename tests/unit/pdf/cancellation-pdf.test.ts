/** @jest-environment node */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { buildCancellationLetter } from "@/lib/domain/cancellation-letter";
import { messages } from "@/lib/i18n/messages";
import { renderCancellationPdf, toPrintable } from "@/lib/pdf/cancellation-pdf";
import { pdfPageTexts } from "../../support/pdf-text";

const letter = buildCancellationLetter(
  {
    fullName: "Anna Müller-Weiß",
    street: "Bahnhofstrasse 1",
    postalCode: "8001",
    city: "Zürich",
    birthDate: "1985-03-07",
    insuranceNumber: "80756 123 456",
    insurerName: "Beispiel Krankenkasse AG",
    reason: "premiumIncrease",
    today: "2026-11-10",
  },
  messages.cancellation,
);

describe("cancellation PDF", () => {
  it("prints the letter on page 1 and the notes on page 2", async () => {
    const [letterPage = "", notesPage = "", ...rest] = pdfPageTexts(await renderCancellationPdf(letter));
    expect(rest).toEqual([]);
    for (const text of [
      "Anna Müller-Weiß",
      "8001 Zürich",
      "Beispiel Krankenkasse AG",
      "Abteilung Grundversicherung",
      "Zürich, 10. November 2026",
      "Kündigung der obligatorischen Krankenpflegeversicherung (Grundversicherung)",
      "Versichertennummer: 80756 123 456",
      "Geburtsdatum: 07.03.1985",
      "Art. 7 Abs. 2 KVG",
      "31. Dezember 2026",
      "Art. 7 Abs. 5 KVG",
      "schriftlich",
      "Freundliche Grüsse",
    ]) {
      expect(letterPage).toContain(text);
    }
    expect(letterPage).not.toContain("Einschreiben");
    expect(notesPage).toContain("Hinweise für dich (nicht mitschicken)");
    expect(notesPage).toContain("Einschreiben");
    expect(notesPage).toContain("Montag, 30. November 2026");
  });

  it("replaces letters Helvetica cannot print instead of failing", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(toPrintable("Jovana Petrović, Łódź – «Zürich» ’s Straße é", font)).toBe("Jovana Petrovic, Lódz – «Zürich» ’s Straße é");
    expect(toPrintable("李", font)).toBe("?");
    const bytes = await renderCancellationPdf({ ...letter, sender: ["Jovana Petrović", ...letter.sender.slice(1)] });
    const [page1 = ""] = pdfPageTexts(bytes);
    expect(page1).toContain("Jovana Petrovic");
  });
});
