import type { BulkColumn, Database } from "@/lib/db/connection";
import type { ImportProgress, SourceData, TariffYearData } from "./read-sources";

const CHUNK = 25_000;
/** Serialises imports across processes sharing one PostgreSQL database. */
const IMPORT_LOCK = 727_001;

const col = (name: string, type: BulkColumn["type"]): BulkColumn => ({ name, type });
const PREMIUM_COLUMNS = [
  col("id", "text"), col("tariff_year", "int"), col("insurer_code", "text"), col("canton", "text"), col("region", "int"),
  col("age_class", "text"), col("accident", "boolean"), col("tariff_type", "text"), col("model", "text"),
  col("tariff_name", "text"), col("franchise", "int"), col("child_rank", "int"), col("monthly_rappen", "int"),
];
const LOCALITY_COLUMNS = [
  col("postal_code", "text"), col("suffix", "int"), col("name", "text"), col("municipality", "text"),
  col("bfs_number", "int"), col("canton", "text"), col("address_share", "float8"), col("language", "text"),
];
const REGION_COLUMNS = [col("tariff_year", "int"), col("bfs_number", "int"), col("municipality", "text"), col("canton", "text"), col("region", "int")];
const RESTRICTION_COLUMNS = [
  col("tariff_year", "int"), col("insurer_code", "text"), col("canton", "text"), col("region", "int"),
  col("tariff_type", "text"), col("tariff_name", "text"), col("bfs_numbers", "int[]"),
];
/**
 * The premium table's keys and index (migration 20261122111806), dropped before a load into the
 * embedded database and made again after it: one sort per index and one join for the foreign key
 * instead of an index insertion and a trigger per row (about three times faster).
 */
const DROP_PREMIUM_KEYS = [
  `ALTER TABLE "premium" DROP CONSTRAINT "premium_insurer_code_fkey"`,
  `ALTER TABLE "premium" DROP CONSTRAINT "premium_pkey"`,
  `DROP INDEX "premium_tariff_year_canton_region_idx"`,
];
const ADD_PREMIUM_KEYS = [
  `ALTER TABLE "premium" ADD CONSTRAINT "premium_pkey" PRIMARY KEY ("id")`,
  `CREATE INDEX "premium_tariff_year_canton_region_idx" ON "premium"("tariff_year", "canton", "region")`,
  `ALTER TABLE "premium" ADD CONSTRAINT "premium_insurer_code_fkey" FOREIGN KEY ("insurer_code") REFERENCES "insurer"("code") ON DELETE RESTRICT ON UPDATE CASCADE`,
];

/**
 * Stores one tariff year, with the insurers and localities, in a single transaction: readers see
 * either the previous data or the whole new year, never a part of it. A re-import replaces the
 * year; premium ids are derived from the tariff, so they do not change. Other tariff years are
 * left as they are (several years are kept side by side).
 *
 * The rows go in as bulk loads (COPY on the embedded database, column arrays on PostgreSQL) on
 * one connection, not through Prisma: binding one parameter per value took about 18 s a year on
 * PGlite. On PGlite the premium table's secondary index is dropped and built again after the load
 * (one sort instead of 200,000 insertions); PostgreSQL keeps it, as dropping it would block the
 * other instances' reads until the commit.
 */
export async function storeTariffYear(
  db: Database,
  data: SourceData,
  year: TariffYearData,
  { source, onProgress }: { source: string; onProgress?: (progress: ImportProgress) => void },
): Promise<void> {
  const file = `Tarifjahr ${year.year}`;
  await db.bulk(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [IMPORT_LOCK]);
    for (const insurer of data.insurers) {
      // Like Prisma's upsert: a field left undefined (no postal address read) keeps its stored value.
      await tx.query(
        `INSERT INTO insurer (code, name, legal_name, place, "group", uid, postal_address) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, legal_name = EXCLUDED.legal_name, place = EXCLUDED.place,
           "group" = EXCLUDED."group", uid = EXCLUDED.uid,
           postal_address = CASE WHEN $8 THEN EXCLUDED.postal_address ELSE insurer.postal_address END`,
        [insurer.code, insurer.name, insurer.legalName, insurer.place, insurer.group, insurer.uid, insurer.postalAddress ?? null, insurer.postalAddress !== undefined],
      );
    }
    await tx.query("DELETE FROM locality");
    await tx.load(
      "locality",
      LOCALITY_COLUMNS,
      data.localities.map((l) => [l.postalCode, l.suffix, l.name, l.municipality, l.bfsNumber, l.canton, l.addressShare, l.language]),
    );

    await tx.query("DELETE FROM premium WHERE tariff_year = $1", [year.year]);
    await tx.query("DELETE FROM municipality_region WHERE tariff_year = $1", [year.year]);
    await tx.query("DELETE FROM tariff_restriction WHERE tariff_year = $1", [year.year]);
    await tx.query("DELETE FROM tariff_year WHERE year = $1", [year.year]);
    await tx.load(
      "municipality_region",
      REGION_COLUMNS,
      year.municipalityRegions.map((r) => [year.year, r.bfsNumber, r.municipality, r.canton, r.region]),
    );
    await tx.load(
      "tariff_restriction",
      RESTRICTION_COLUMNS,
      year.restrictions.map((r) => [year.year, r.insurerCode, r.canton, r.region, r.tariffType, r.tariffName, r.bfsNumbers]),
    );
    const rebuildIndex = db.kind === "pglite";
    if (rebuildIndex) for (const statement of DROP_PREMIUM_KEYS) await tx.query(statement);
    const total = year.premiums.length;
    for (let start = 0; start < total; start += CHUNK) {
      const rows = year.premiums
        .slice(start, start + CHUNK)
        .map((p) => [p.id, p.tariffYear, p.insurerCode, p.canton, p.region, p.ageClass, p.accident, p.tariffType, p.model, p.tariffName, p.franchise, p.childRank, p.monthlyRappen]);
      await tx.load("premium", PREMIUM_COLUMNS, rows);
      onProgress?.({ phase: "store", file, done: Math.min(start + CHUNK, total), total });
    }
    if (rebuildIndex) for (const statement of ADD_PREMIUM_KEYS) await tx.query(statement);
    await tx.query("INSERT INTO tariff_year (year, source, premium_count) VALUES ($1, $2, $3)", [year.year, source, total]);
  });
}
