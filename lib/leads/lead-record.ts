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

/** What a household's further person keeps sealed (their own row, under the lead's key). */
export type SealedPerson = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  gender: Gender;
  email: string | null;
  /** The name the household search gave the person ("Kind 1"), if any. */
  label: string | null;
};

/** A further person's product, in clear like the lead's. */
export type PersonColumns = {
  position: number;
  monthlyRappen: number;
  franchise: number;
  model: string;
  productName: string;
  accident: boolean;
  childRank: number | null;
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
  accident: boolean | null;
  canton: string;
  region: number;
  status: string;
  downloadCount: number;
  createdAt: Date;
};

export type LeadStatus = "new" | "downloaded";

/** A lead as GET /api/insurer/leads answers it. */
export type LeadView = ReturnType<typeof toLeadView>;

const modelName = (model: string) => (isModelCode(model) ? models.names[model] : model);

const premiumOf = (columns: { monthlyRappen: number; franchise: number; model: string; productName: string; accident: boolean | null }) => ({
  monthly_premium: columns.monthlyRappen / 100,
  franchise: columns.franchise,
  model: modelName(columns.model),
  product_name: columns.productName,
  accident_coverage: columns.accident,
});

/**
 * A lead with its persons: the contact person first (position 0, the lead's own product), then a
 * household's further persons, each with their product; `household` sums the monthly premiums.
 */
export function toLeadView(lead: LeadColumns, customer: SealedCustomer, further: readonly { columns: PersonColumns; person: SealedPerson }[] = []) {
  const ordered = [...further].sort((a, b) => a.columns.position - b.columns.position);
  const persons = [
    {
      position: 0,
      firstName: customer.firstName,
      lastName: customer.lastName,
      dateOfBirth: customer.dateOfBirth,
      gender: customer.gender,
      email: customer.email as string | null,
      label: null as string | null,
      premium: { ...premiumOf(lead), child_rank: null as number | null },
    },
    ...ordered.map(({ columns, person }) => ({
      position: columns.position,
      firstName: person.firstName,
      lastName: person.lastName,
      dateOfBirth: person.dateOfBirth,
      gender: person.gender,
      email: person.email,
      label: person.label,
      premium: { ...premiumOf(columns), child_rank: columns.childRank },
    })),
  ];
  const totalRappen = lead.monthlyRappen + ordered.reduce((sum, { columns }) => sum + columns.monthlyRappen, 0);
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
      ...premiumOf(lead),
      tariff_year: lead.tariffYear,
      region,
    },
    persons,
    household: { size: persons.length, monthly_total: totalRappen / 100 },
  };
}
