import "server-only";
import type { Db } from "@/lib/db";
import type { LeadQuery } from "@/lib/validations/admin";
import { emailLookupHashes, SealError } from "./lead-crypto";
import { leadKeyring, openCustomer } from "./lead-keyring";
import type { SealedCustomer } from "./lead-record";

/**
 * Deletion on request (privacy statement): the admin finds a person's leads by quote id or by
 * e-mail address, through the keyed hash stored beside each lead (under every key of the ring,
 * so leads sealed before a rotation are found too), and deletes them. Nothing is decrypted to
 * search; only the matches are opened, to show whose they are.
 */
export type LeadMatch = {
  quoteId: string;
  createdAt: string;
  insurerCode: string;
  insurerName: string;
  status: "new" | "downloaded";
  /** Null when the lead cannot be opened with the configured keys. */
  person: { firstName: string; lastName: string; email: string } | null;
};

const MAX_MATCHES = 100;

const personOf = (customer: SealedCustomer | SealError): LeadMatch["person"] =>
  customer instanceof SealError ? null : { firstName: customer.firstName, lastName: customer.lastName, email: customer.email };

export async function findLeads(db: Db, query: LeadQuery): Promise<LeadMatch[]> {
  const keyring = leadKeyring();
  const where = query.kind === "quoteId" ? { id: query.quoteId } : { emailHash: { in: emailLookupHashes(keyring, query.email) } };
  const rows = await db.prisma.lead.findMany({
    where,
    select: { id: true, createdAt: true, insurerCode: true, status: true, customerData: true, insurer: { select: { name: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_MATCHES,
  });
  return rows.map((row) => ({
    quoteId: row.id,
    createdAt: row.createdAt.toISOString(),
    insurerCode: row.insurerCode,
    insurerName: row.insurer.name,
    status: row.status === "downloaded" ? "downloaded" : "new",
    person: personOf(openCustomer(row, keyring)),
  }));
}

/** Deletes one lead; answers its insurer's code, or null when there was no such lead. */
export async function deleteLead(db: Db, quoteId: string): Promise<{ insurerCode: string } | null> {
  const lead = await db.prisma.lead.findUnique({ where: { id: quoteId }, select: { insurerCode: true } });
  if (!lead) return null;
  const { count } = await db.prisma.lead.deleteMany({ where: { id: quoteId } });
  return count === 1 ? lead : null;
}
