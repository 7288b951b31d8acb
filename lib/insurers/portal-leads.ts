import "server-only";
import type { Database } from "@/lib/db";
import type { LeadsQuery } from "@/lib/validations/insurer-portal";
import { SealError } from "@/lib/leads/lead-crypto";
import { leadKeyring, openCustomer, openPerson } from "@/lib/leads/lead-keyring";
import { toLeadView, type LeadView } from "@/lib/leads/lead-record";

/**
 * The insurer portal's door to the leads. Every query is bound to one insurer's code, which
 * only the insurer route wrapper supplies (from a verified key): no function here can read,
 * count or mark another insurer's leads.
 */

const LEAD_COLUMNS = {
  id: true,
  insurerCode: true,
  tariffYear: true,
  monthlyRappen: true,
  franchise: true,
  model: true,
  productName: true,
  accident: true,
  canton: true,
  region: true,
  status: true,
  downloadCount: true,
  createdAt: true,
  customerData: true,
  persons: {
    select: { position: true, monthlyRappen: true, franchise: true, model: true, productName: true, accident: true, childRank: true, personData: true },
    orderBy: { position: "asc" },
  },
} as const;

export type InsurerLeadPage = { leads: LeadView[]; totalCount: number };

const filterOf = (insurerCode: string, hideDownloaded: boolean) =>
  hideDownloaded ? { insurerCode, status: { not: "downloaded" } } : { insurerCode };

/** One page of the insurer's leads, newest first, decrypted; totalCount counts all the filter matches. */
export async function listInsurerLeads(db: Database, insurerCode: string, query: LeadsQuery): Promise<InsurerLeadPage> {
  const where = filterOf(insurerCode, query.hideDownloaded);
  const [rows, totalCount] = await Promise.all([
    db.prisma.lead.findMany({
      where,
      select: LEAD_COLUMNS,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.prisma.lead.count({ where }),
  ]);
  const keyring = leadKeyring();
  const leads = rows.flatMap(({ customerData, persons, ...columns }) => {
    const customer = openCustomer({ id: columns.id, customerData }, keyring);
    const further = persons.map(({ personData, ...personColumns }) => ({ columns: personColumns, person: openPerson(columns.id, { ...personColumns, personData }, keyring) }));
    const broken = [customer, ...further.map((entry) => entry.person)].find((entry) => entry instanceof SealError);
    if (!broken && !(customer instanceof SealError)) {
      return [toLeadView(columns, customer, further.flatMap((entry) => (entry.person instanceof SealError ? [] : [{ columns: entry.columns, person: entry.person }])))];
    }
    // A lead sealed with a key this server lacks (LEAD_ENCRYPTION_OLD_KEYS incomplete): named by id only.
    console.error(`[leads] Lead ${columns.id} kann nicht entschlüsselt werden: ${(broken as SealError).message}`);
    return [];
  });
  return { leads, totalCount };
}

/**
 * Marks the insurer's leads among `quoteIds` as downloaded (status, count +1, time); ids of
 * other insurers' or unknown leads are ignored. Answers how many leads were marked.
 */
export async function markLeadsDownloaded(db: Database, insurerCode: string, quoteIds: readonly string[]): Promise<number> {
  const { count } = await db.prisma.lead.updateMany({
    where: { insurerCode, id: { in: [...quoteIds] } },
    data: { status: "downloaded", downloadCount: { increment: 1 }, lastDownloadAt: new Date() },
  });
  return count;
}
