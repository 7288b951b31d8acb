import "server-only";
import type { Database } from "@/lib/db";

export type InsurerRecord = { code: string; name: string; place: string | null; postalAddress: string | null };

/** Insurers with premiums in any imported tariff year, by name. */
export async function loadInsurersWithPremiums(db: Database): Promise<InsurerRecord[]> {
  return db.prisma.insurer.findMany({
    where: { premiums: { some: {} } },
    select: { code: true, name: true, place: true, postalAddress: true },
    orderBy: { name: "asc" },
  });
}
