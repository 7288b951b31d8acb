-- CreateTable
CREATE TABLE "lead" (
    "id" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "insurer_code" TEXT NOT NULL,
    "premium_id" TEXT NOT NULL,
    "tariff_year" INTEGER NOT NULL,
    "monthly_rappen" INTEGER NOT NULL,
    "franchise" INTEGER NOT NULL,
    "model" TEXT NOT NULL,
    "product_name" TEXT NOT NULL,
    "canton" TEXT NOT NULL,
    "region" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "download_count" INTEGER NOT NULL DEFAULT 0,
    "last_download_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "key_id" TEXT NOT NULL,
    "customer_data" TEXT NOT NULL,
    "email_hash" TEXT NOT NULL,

    CONSTRAINT "lead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insurer_api_key" (
    "id" TEXT NOT NULL,
    "insurer_code" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "stub" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "usage_count" INTEGER NOT NULL DEFAULT 0,
    "deactivated_at" TIMESTAMP(3),

    CONSTRAINT "insurer_api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_bucket" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "window_start" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_bucket_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "lead_idempotency_key_key" ON "lead"("idempotency_key");

-- CreateIndex
CREATE INDEX "lead_insurer_code_created_at_idx" ON "lead"("insurer_code", "created_at");

-- CreateIndex
CREATE INDEX "lead_email_hash_idx" ON "lead"("email_hash");

-- CreateIndex
CREATE UNIQUE INDEX "insurer_api_key_hash_key" ON "insurer_api_key"("hash");

-- CreateIndex
CREATE INDEX "insurer_api_key_insurer_code_idx" ON "insurer_api_key"("insurer_code");

-- AddForeignKey
ALTER TABLE "lead" ADD CONSTRAINT "lead_insurer_code_fkey" FOREIGN KEY ("insurer_code") REFERENCES "insurer"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurer_api_key" ADD CONSTRAINT "insurer_api_key_insurer_code_fkey" FOREIGN KEY ("insurer_code") REFERENCES "insurer"("code") ON DELETE RESTRICT ON UPDATE CASCADE;
