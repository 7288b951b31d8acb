import type { Database } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PremiumRecord } from "./row-schemas";
import type { ImportProgress, SourceData, TariffYearData } from "./read-sources";

const CHUNK = 20_000;
/** Serialises imports across processes sharing one PostgreSQL database. */
const IMPORT_LOCK = 727_001;

/**
 * Stores one tariff year, with the insurers and localities, in a single transaction: readers see
 * either the previous data or the whole new year, never a part of it. A re-import replaces the
 * year; premium ids are derived from the tariff, so they do not change. Other tariff years are
 * left as they are (several years are kept side by side).
 */
export async function storeTariffYear(
  db: Database,
  data: SourceData,
  year: TariffYearData,
  { source, onProgress }: { source: string; onProgress?: (progress: ImportProgress) => void },
): Promise<void> {
  const file = `Tarifjahr ${year.year}`;
  await db.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`;
      for (const insurer of data.insurers) {
        await tx.insurer.upsert({ where: { code: insurer.code }, create: insurer, update: insurer });
      }
      await tx.locality.deleteMany();
      await tx.locality.createMany({ data: data.localities.map(({ region: _region, ...locality }) => locality) });

      await tx.premium.deleteMany({ where: { tariffYear: year.year } });
      await tx.municipalityRegion.deleteMany({ where: { tariffYear: year.year } });
      await tx.tariffRestriction.deleteMany({ where: { tariffYear: year.year } });
      await tx.tariffYear.deleteMany({ where: { year: year.year } });
      await tx.municipalityRegion.createMany({
        data: year.municipalityRegions.map((region) => ({ tariffYear: year.year, ...region })),
      });
      if (year.restrictions.length > 0) {
        await tx.tariffRestriction.createMany({ data: year.restrictions.map((restriction) => ({ tariffYear: year.year, ...restriction })) });
      }
      const total = year.premiums.length;
      for (let start = 0; start < total; start += CHUNK) {
        await insertPremiums(tx, year.premiums.slice(start, start + CHUNK));
        onProgress?.({ phase: "store", file, done: Math.min(start + CHUNK, total), total });
      }
      await tx.tariffYear.create({ data: { year: year.year, source, premiumCount: total } });
    },
    { maxWait: 60_000, timeout: 600_000 },
  );
}

/**
 * Premiums go in as one INSERT … SELECT FROM unnest(column arrays) per chunk: Prisma's
 * createMany sends one bound parameter per value and needs about 2 minutes for a year on
 * PGlite; column arrays take a few seconds.
 */
async function insertPremiums(tx: Prisma.TransactionClient, premiums: PremiumRecord[]): Promise<void> {
  const column = <T>(pick: (premium: PremiumRecord) => T) => premiums.map(pick);
  await tx.$executeRaw`
    INSERT INTO premium (id, tariff_year, insurer_code, canton, region, age_class, accident, tariff_type, model,
                         tariff_name, franchise, child_rank, monthly_rappen)
    SELECT * FROM unnest(
      ${column((p) => p.id)}::text[], ${column((p) => p.tariffYear)}::int[], ${column((p) => p.insurerCode)}::text[],
      ${column((p) => p.canton)}::text[], ${column((p) => p.region)}::int[], ${column((p) => p.ageClass)}::text[],
      ${column((p) => p.accident)}::boolean[], ${column((p) => p.tariffType)}::text[], ${column((p) => p.model)}::text[],
      ${column((p) => p.tariffName)}::text[], ${column((p) => p.franchise)}::int[], ${column((p) => p.childRank)}::int[],
      ${column((p) => p.monthlyRappen)}::int[])`;
}
