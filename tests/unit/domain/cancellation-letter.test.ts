/** @jest-environment node */
import {
  buildCancellationLetter,
  cancellationFileName,
  deadlineReminder,
  fillTemplate,
  type CancellationLetterInput,
} from "@/lib/domain/cancellation-letter";
import { cancellationDeadlines } from "@/lib/domain/cancellation-deadlines";
import { messages } from "@/lib/i18n/messages";

const texts = messages.cancellation;

const input: CancellationLetterInput = {
  fullName: " Anna Muster ",
  street: "Bahnhofstrasse 1",
  postalCode: "8001",
  city: "Zürich",
  birthDate: "1985-03-07",
  insuranceNumber: "80756 123 456",
  insurerName: "Beispiel Krankenkasse AG",
  reason: "endOfYear",
  today: "2026-11-10",
};

describe("cancellation letter", () => {
  it("fills the insurer's postal address when BAG's list has it, and says where it comes from", () => {
    const letter = buildCancellationLetter({ ...input, insurerAddress: ["Tribschenstrasse 21", "Postfach 2568", "6002 Luzern"] }, texts);
    expect(letter.recipient).toEqual(["Beispiel Krankenkasse AG", "Abteilung Grundversicherung", "Tribschenstrasse 21", "Postfach 2568", "6002 Luzern"]);
    expect(letter.notes.items).toContain(texts.notes.addressFilled);
    expect(letter.notes.items).not.toContain(texts.notes.address);
  });

  it("builds the letter to 31 December under Art. 7 KVG", () => {
    const letter = buildCancellationLetter(input, texts);
    expect(letter.sender).toEqual(["Anna Muster", "Bahnhofstrasse 1", "8001 Zürich"]);
    expect(letter.recipient).toEqual(["Beispiel Krankenkasse AG", "Abteilung Grundversicherung"]);
    expect(letter.placeAndDate).toBe("Zürich, 10. November 2026");
    expect(letter.subject).toBe("Kündigung der obligatorischen Krankenpflegeversicherung (Grundversicherung)");
    expect(letter.references).toEqual(["Versichertennummer: 80756 123 456", "Geburtsdatum: 07.03.1985"]);
    expect(letter.salutation).toBe("Sehr geehrte Damen und Herren");
    expect(letter.body[0]).toBe(
      "Hiermit kündige ich meine obligatorische Krankenpflegeversicherung (Grundversicherung) gemäss Art. 7 KVG fristgerecht auf den 31. Dezember 2026.",
    );
    expect(letter.body[1]).toContain("ab dem 1. Januar 2027 ohne Unterbrechung");
    expect(letter.body[1]).toContain("Art. 7 Abs. 5 KVG");
    expect(letter.body[3]).toBe(
      "Bitte bestätigen Sie mir den Eingang dieser Kündigung und das Ende des Versicherungsverhältnisses schriftlich.",
    );
    expect([letter.closing, letter.signatureLabel, letter.signatureName]).toEqual(["Freundliche Grüsse", "Unterschrift", "Anna Muster"]);
    expect(letter.fileName).toBe("Kuendigung-Beispiel-Krankenkasse-AG-2026.pdf");
  });

  it("keeps the posting reminder out of the letter body, in the notes", () => {
    const letter = buildCancellationLetter(input, texts);
    expect(letter.body.join(" ")).not.toContain("Einschreiben");
    expect(letter.notes.title).toBe("Hinweise für dich (nicht mitschicken)");
    expect(letter.notes.items[0]).toBe("Diese Seite gehört nicht zum Brief. Schick nur die erste Seite an Beispiel Krankenkasse AG.");
    expect(letter.notes.items[1]).toBe(
      "Schick den Brief eingeschrieben (Einschreiben) ab, am besten bis am Samstag, 14. November 2026. Er muss spätestens am Montag, 30. November 2026 bei deiner Krankenkasse eintreffen; massgebend ist der Eingang, nicht der Poststempel.",
    );
  });

  it("cites Art. 7 Abs. 2 KVG after a premium increase", () => {
    const letter = buildCancellationLetter({ ...input, reason: "premiumIncrease" }, texts);
    expect(letter.body[0]).toBe(
      "Hiermit kündige ich meine obligatorische Krankenpflegeversicherung (Grundversicherung) nach der Mitteilung der neuen Prämie gemäss Art. 7 Abs. 2 KVG unter Einhaltung der einmonatigen Kündigungsfrist auf den 31. Dezember 2026.",
    );
  });

  it("cites Art. 7 Abs. 1 KVG to 30 June and names 1 July for the new cover", () => {
    const letter = buildCancellationLetter({ ...input, reason: "midYear", today: "2027-02-01" }, texts);
    expect(letter.body[0]).toContain("im Standardmodell mit der ordentlichen Franchise gemäss Art. 7 Abs. 1 KVG");
    expect(letter.body[0]).toContain("auf den 30. Juni 2027.");
    expect(letter.body[1]).toContain("ab dem 1. Juli 2027");
    expect(letter.placeAndDate).toBe("Zürich, 1. Februar 2027");
    expect(letter.fileName).toBe("Kuendigung-Beispiel-Krankenkasse-AG-2027.pdf");
  });

  it("after the deadline cancels to the next year's end date and warns in the notes", () => {
    const letter = buildCancellationLetter({ ...input, today: "2026-12-02" }, texts);
    expect(letter.body[0]).toContain("auf den 31. Dezember 2027.");
    expect(letter.notes.items[1]).toBe(
      "Achtung: Für eine Kündigung auf den 31. Dezember 2026 ist es zu spät. Der nächste mögliche Termin ist der 31. Dezember 2027. Schick den Brief eingeschrieben (Einschreiben) ab, am besten bis am Montag, 15. November 2027; er muss spätestens am Dienstag, 30. November 2027 eintreffen.",
    );
  });

  it("warns when the time is tight", () => {
    const reminder = deadlineReminder(cancellationDeadlines("endOfYear", "2026-11-22"), texts.reminder);
    expect(reminder).toMatch(/^Die Zeit ist knapp: Der Brief muss spätestens am Montag, 30. November 2026/);
  });

  it("makes an ASCII file name", () => {
    expect(cancellationFileName("Sanitas Grundversicherungen AG", "2026-12-31")).toBe("Kuendigung-Sanitas-Grundversicherungen-AG-2026.pdf");
    expect(cancellationFileName("Krankenkasse Zürich-Süd / Öffentlich", "2027-06-30")).toBe("Kuendigung-Krankenkasse-Zuerich-Sued-Oeffentlich-2027.pdf");
    expect(cancellationFileName("Caisse-maladie Vallée", "2026-12-31")).toBe("Kuendigung-Caisse-maladie-Vallee-2026.pdf");
    expect(cancellationFileName("!!!", "2026-12-31")).toBe("Kuendigung-Krankenkasse-2026.pdf");
  });

  it("fills templates and leaves unknown names", () => {
    expect(fillTemplate("{a} und {b}", { a: "1" })).toBe("1 und {b}");
  });
});
