import "server-only";
import type { AgeClass } from "@/lib/domain/age-class";
import type { ModelCode, TariffType } from "@/lib/domain/insurance-models";
import type { Database } from "@/lib/db";
import type { PremiumRow, TariffRestriction } from "./premium-index";

export type TariffYearVersion = { year: number; importedAt: Date; premiumCount: number };

/** The imported tariff years; the index reloads when this changes. */
export async function loadTariffYears(db: Database): Promise<TariffYearVersion[]> {
  return db.prisma.tariffYear.findMany({ select: { year: true, importedAt: true, premiumCount: true }, orderBy: { year: "desc" } });
}

/**
 * The premiums a search can return, one canton at a time to keep the driver's buffers small;
 * children's sibling premiums (rank 2 and more) too, for the household search.
 */
export async function* loadPremiumRows(db: Database, tariffYear: number): AsyncGenerator<PremiumRow> {
  // Raw rows, not Prisma models: 175,000 objects load about twice as fast and with less garbage.
  const cantons = await db.sql.query<{ canton: string }>(
    "SELECT DISTINCT canton FROM premium WHERE tariff_year = $1 ORDER BY canton",
    [tariffYear],
  );
  for (const { canton } of cantons) {
    const rows = await db.sql.query<RawPremium>(
      `SELECT p.id, p.tariff_year, p.canton, p.insurer_code, i.name AS insurer_name, p.region, p.age_class, p.accident,
              p.model, p.tariff_type, p.tariff_name, p.franchise, p.monthly_rappen, p.child_rank
         FROM premium p JOIN insurer i ON i.code = p.insurer_code
        WHERE p.tariff_year = $1 AND p.canton = $2`,
      [tariffYear, canton],
    );
    for (const row of rows) yield toPremiumRow(row);
  }
}

type RawPremium = {
  id: string;
  tariff_year: number;
  canton: string;
  insurer_code: string;
  insurer_name: string;
  region: number;
  age_class: string;
  accident: boolean;
  model: string;
  tariff_type: string;
  tariff_name: string;
  franchise: number;
  monthly_rappen: number;
  child_rank?: number | null;
};

/** One premium by id, with its insurer's name: what a quote request is checked against. One query. */
export async function findPremium(db: Database, id: string): Promise<PremiumRow | null> {
  const [row] = await db.sql.query<RawPremium>(
    `SELECT p.id, p.tariff_year, p.canton, p.insurer_code, i.name AS insurer_name, p.region, p.age_class, p.accident,
            p.model, p.tariff_type, p.tariff_name, p.franchise, p.monthly_rappen, p.child_rank
       FROM premium p JOIN insurer i ON i.code = p.insurer_code
      WHERE p.id = $1`,
    [id],
  );
  return row ? toPremiumRow(row) : null;
}

const toPremiumRow = (row: RawPremium): PremiumRow => ({
  id: row.id,
  tariffYear: row.tariff_year,
  canton: row.canton,
  region: row.region,
  ageClass: row.age_class as AgeClass,
  accident: row.accident,
  insurerCode: row.insurer_code,
  insurerName: row.insurer_name,
  model: row.model as ModelCode,
  tariffType: row.tariff_type as TariffType,
  tariffName: row.tariff_name,
  franchise: row.franchise,
  monthlyRappen: row.monthly_rappen,
  childRank: row.child_rank ?? null,
});

/** The tariffs sold only in listed municipalities, every year. */
export async function loadTariffRestrictions(db: Database): Promise<TariffRestriction[]> {
  const rows = await db.prisma.tariffRestriction.findMany();
  return rows.map((row) => ({ ...row, tariffType: row.tariffType as TariffType }));
}
