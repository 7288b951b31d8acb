import { z } from "zod";
import texts from "@/lib/i18n/messages/de/quote.json";
import type { ModelCode } from "@/lib/domain/insurance-models";

/**
 * The household offer a person chose (calculator household card, advisor): what the quote dialog
 * needs to send one lead for all persons of the household to one insurer. Premiums are never
 * trusted from here: the server re-reads each `premiumId` from the index.
 */
export const householdSelectionSchema = z.object({
  insurerCode: z.string().min(1).max(10),
  tariffYear: z.number().int(),
  postalCode: z.string().regex(/^\d{4}$/),
  bfsNumber: z.number().int().positive().optional(),
  persons: z
    .array(
      z.object({
        label: z.string().max(40).optional(),
        birthYear: z.number().int(),
        // The index's ids: letters, digits, "_" and "-" (as the single quote's premium id).
        premiumId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, texts.server.premiumNotFoundDetails),
      }),
    )
    .min(1)
    .max(6),
});

export type HouseholdSelection = z.infer<typeof householdSelectionSchema>;

/** One person's product in a household offer, as POST /api/quote/household answers it (from the premium data). */
export type HouseholdOfferPerson = {
  label: string | null;
  birthYear: number;
  premiumId: string;
  monthlyPremium: number;
  franchise: number;
  accidentCoverage: boolean;
  model: ModelCode;
  tariffName: string;
  childRank: number | null;
};

/** The household's offer at one insurer: what the quote dialog shows before the request is sent. */
export type HouseholdOfferView = {
  insurer: { code: string; name: string };
  tariffYear: number;
  region: { plz: string; locality: string; canton: string };
  persons: HouseholdOfferPerson[];
  total: { monthly: number; yearly: number };
};
