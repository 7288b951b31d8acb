import { HttpError } from "@/lib/http/fetch-json";
import { describeQuoteFailure } from "@/lib/leads/quote-failure";

describe("describeQuoteFailure", () => {
  it("treats no answer and server failures as a transfer error", () => {
    expect(describeQuoteFailure(new TypeError("Failed to fetch"))).toEqual({ kind: "transfer" });
    expect(describeQuoteFailure(new HttpError(503, '{"error":"Übertragungsfehler"}', ""))).toEqual({ kind: "transfer" });
  });

  it("shows the server's explanation and puts field errors back on the form", () => {
    const body = JSON.stringify({
      error: "Ungültige Anfrage",
      details: "Ungültige E-Mail-Adresse",
      fields: { "customerData.email": ["Ungültige E-Mail-Adresse"], "customerData.address": ["Strasse ist erforderlich"], other: ["x"] },
    });
    expect(describeQuoteFailure(new HttpError(400, body, "Bad Request"))).toEqual({
      kind: "rejected",
      message: "Ungültige E-Mail-Adresse",
      fields: { email: "Ungültige E-Mail-Adresse", street: "Strasse ist erforderlich" },
    });
  });

  it("has no message when the answer is not JSON", () => {
    expect(describeQuoteFailure(new HttpError(422, "", "Unprocessable"))).toEqual({ kind: "rejected", message: null, fields: {} });
  });
});
