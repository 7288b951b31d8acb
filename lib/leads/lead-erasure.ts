import "server-only";
import type { Db } from "@/lib/db";
import type { LeadQuery } from "@/lib/validations/admin";
import { emailLookupHashes, SealError } from "./lead-crypto";
import { leadKeyring, openCustomer } from "./lead-keyring";
import type { SealedCustomer } from "./lead-record";

/**
 * Deletion on request (privacy statement): the admin finds a person's leads by quote id or by
 * e-mail address, through the keyed hash stored beside each lead and beside each further person
 * of a household (under every key of the ring, so leads sealed before a rotation are found too),
 * and deletes them; a household's lead goes as a whole, with all its persons. Nothing is decrypted to
 * search; only the matches are opened, to show whose they are.
 */
export type LeadMatch = {
  quoteId: string;
  createdAt: string;
  insurerCode: string;
  insurerName: string;
  status: "new" | "downloaded";
  /** How many persons the request names (a household more than one). */
  householdSize: number;
  /** Null when the lead cannot be opened with the configured keys. */
  person: { firstName: string; lastName: string; email: string } | null;
};

const MAX_MATCHES = 100;

const personOf = (customer: SealedCustomer | SealError): LeadMatch["person"] =>
  customer instanceof SealError ? null : { firstName: customer.firstName, lastName: customer.lastName, email: customer.email };

export async function findLeads(db: Db, query: LeadQuery): Promise<LeadMatch[]> {
  const keyring = leadKeyring();
  const hashes = query.kind === "quoteId" ? [] : emailLookupHashes(keyring, query.email);
  const where =
    query.kind === "quoteId"
      ? { id: query.quoteId }
      : { OR: [{ emailHash: { in: hashes } }, { persons: { some: { emailHash: { in: hashes } } } }] };
  const rows = await db.prisma.lead.findMany({
    where,
    select: {
      id: true,
      createdAt: true,
      insurerCode: true,
      status: true,
      customerData: true,
      insurer: { select: { name: true } },
      _count: { select: { persons: true } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_MATCHES,
  });
  return rows.map((row) => ({
    quoteId: row.id,
    createdAt: row.createdAt.toISOString(),
    insurerCode: row.insurerCode,
    insurerName: row.insurer.name,
    status: row.status === "downloaded" ? "downloaded" : "new",
    householdSize: row._count.persons + 1,
    person: personOf(openCustomer(row, keyring)),
  }));
}

/** Deletes one lead (a household's with its persons, by the foreign key's cascade); answers its insurer's code, or null when there was no such lead. */
export async function deleteLead(db: Db, quoteId: string): Promise<{ insurerCode: string } | null> {
  const lead = await db.prisma.lead.findUnique({ where: { id: quoteId }, select: { insurerCode: true } });
  if (!lead) return null;
  const { count } = await db.prisma.lead.deleteMany({ where: { id: quoteId } });
  return count === 1 ? lead : null;
}
