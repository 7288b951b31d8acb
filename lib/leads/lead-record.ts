import { cantonName } from "@/lib/domain/cantons";
import { isModelCode } from "@/lib/domain/insurance-models";
import models from "@/lib/i18n/messages/de/models.json";
import type { Gender, QuoteLanguage } from "@/lib/validations/quote";

/** What a lead keeps sealed: everything that identifies or reaches the person. */
export type SealedCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** Street and house number. */
  address: string;
  zipCode: string;
  city: string;
  /** The locality of the offer's region the person searched for. */
  ortschaftsname: string;
  gender: Gender;
  language: QuoteLanguage;
  currentInsurerCode: string | null;
  currentInsurerName: string | null;
  /** When the person agreed to hand the data to the insurer (ISO time). */
  consentAt: string;
};

/** The columns of a lead that stay in clear (for the portal's filters and counts). */
export type LeadColumns = {
  id: string;
  insurerCode: string;
  tariffYear: number;
  monthlyRappen: number;
  franchise: number;
  model: string;
  productName: string;
  canton: string;
  region: number;
  status: string;
  downloadCount: number;
  createdAt: Date;
};

export type LeadStatus = "new" | "downloaded";

/** A lead as GET /api/insurer/leads answers it. */
export type LeadView = ReturnType<typeof toLeadView>;

export function toLeadView(lead: LeadColumns, customer: SealedCustomer) {
  const region = { plz: customer.zipCode, ortschaftsname: customer.ortschaftsname, canton: { code: lead.canton, name: cantonName(lead.canton) } };
  return {
    quoteId: lead.id,
    status: (lead.status === "downloaded" ? "downloaded" : "new") as LeadStatus,
    downloadCount: lead.downloadCount,
    createdAt: lead.createdAt.toISOString(),
    customerData: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      dateOfBirth: customer.dateOfBirth,
      address: customer.address,
      zipCode: customer.zipCode,
      city: customer.city,
      canton: cantonName(lead.canton),
      gender: customer.gender,
      language: customer.language,
      currentInsurerName: customer.currentInsurerName,
      selectedPremium: { region },
    },
    premiumInfo: {
      monthly_premium: lead.monthlyRappen / 100,
      franchise: lead.franchise,
      model: isModelCode(lead.model) ? models.names[lead.model] : lead.model,
      product_name: lead.productName,
      tariff_year: lead.tariffYear,
      region,
    },
  };
}
