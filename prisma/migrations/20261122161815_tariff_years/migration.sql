-- CreateTable
CREATE TABLE "tariff_restriction" (
    "tariff_year" INTEGER NOT NULL,
    "insurer_code" TEXT NOT NULL,
    "canton" TEXT NOT NULL,
    "region" INTEGER NOT NULL,
    "tariff_type" TEXT NOT NULL,
    "tariff_name" TEXT NOT NULL,
    "bfs_numbers" INTEGER[],

    CONSTRAINT "tariff_restriction_pkey" PRIMARY KEY ("tariff_year","insurer_code","canton","region","tariff_type","tariff_name")
);

-- The importer's tariff types no longer carry BAG's 2026 prefix (TAR-BASE → BASE, …): one
-- vocabulary for the 2026 and 2027 formats. Premium ids are unchanged (see premium-id.ts).
UPDATE "premium" SET "tariff_type" = substring("tariff_type" from 5) WHERE "tariff_type" LIKE 'TAR-%';
