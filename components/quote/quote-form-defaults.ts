import type { QuoteFormInput } from "@/lib/validations/quote";

/** The quote form's empty values; postal code and place come from the offer. */
export const quoteFormDefaults = (place: { plz: string; ortschaftsname: string } | null, currentInsurerId = ""): QuoteFormInput => ({
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  birthDate: "",
  street: "",
  houseNumber: "",
  postalCode: place?.plz ?? "",
  city: place?.ortschaftsname ?? "",
  gender: "" as QuoteFormInput["gender"],
  language: "de",
  currentInsurerId,
  consent: false as unknown as true,
});
