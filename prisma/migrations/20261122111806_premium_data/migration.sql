-- CreateTable
CREATE TABLE "insurer" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "legal_name" TEXT,
    "place" TEXT,
    "group" TEXT,
    "uid" TEXT,

    CONSTRAINT "insurer_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "tariff_year" (
    "year" INTEGER NOT NULL,
    "imported_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" TEXT NOT NULL,
    "premium_count" INTEGER NOT NULL,

    CONSTRAINT "tariff_year_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "municipality_region" (
    "tariff_year" INTEGER NOT NULL,
    "bfs_number" INTEGER NOT NULL,
    "municipality" TEXT NOT NULL,
    "canton" TEXT NOT NULL,
    "region" INTEGER NOT NULL,

    CONSTRAINT "municipality_region_pkey" PRIMARY KEY ("tariff_year","bfs_number")
);

-- CreateTable
CREATE TABLE "locality" (
    "postal_code" TEXT NOT NULL,
    "suffix" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "municipality" TEXT NOT NULL,
    "bfs_number" INTEGER NOT NULL,
    "canton" TEXT NOT NULL,
    "address_share" DOUBLE PRECISION NOT NULL,
    "language" TEXT NOT NULL,

    CONSTRAINT "locality_pkey" PRIMARY KEY ("postal_code","suffix","bfs_number")
);

-- CreateTable
CREATE TABLE "premium" (
    "id" TEXT NOT NULL,
    "tariff_year" INTEGER NOT NULL,
    "insurer_code" TEXT NOT NULL,
    "canton" TEXT NOT NULL,
    "region" INTEGER NOT NULL,
    "age_class" TEXT NOT NULL,
    "accident" BOOLEAN NOT NULL,
    "tariff_type" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "tariff_name" TEXT NOT NULL,
    "franchise" INTEGER NOT NULL,
    "child_rank" INTEGER,
    "monthly_rappen" INTEGER NOT NULL,

    CONSTRAINT "premium_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "locality_bfs_number_idx" ON "locality"("bfs_number");

-- CreateIndex
CREATE INDEX "premium_tariff_year_canton_region_idx" ON "premium"("tariff_year", "canton", "region");

-- AddForeignKey
ALTER TABLE "premium" ADD CONSTRAINT "premium_insurer_code_fkey" FOREIGN KEY ("insurer_code") REFERENCES "insurer"("code") ON DELETE RESTRICT ON UPDATE CASCADE;
