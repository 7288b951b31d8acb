import "server-only";
import type { Database } from "@/lib/db";
import { deleteLead } from "@/lib/leads/lead-erasure";
import { recordAudit } from "./audit-log";

/**
 * Deletes a lead on a person's request, with its audit entry in the same transaction. The
 * entry names the quote id and the insurer, nothing of the person. False when there was no
 * such lead (nothing is recorded then).
 */
export function eraseLead(db: Database, actor: string, quoteId: string): Promise<boolean> {
  return db.prisma.$transaction(async (tx) => {
    const lead = await deleteLead({ prisma: tx }, quoteId);
    if (!lead) return false;
    await recordAudit({ prisma: tx }, { actor, action: "lead.deleted", target: quoteId, details: { insurerCode: lead.insurerCode } });
    return true;
  });
}
