-- AlterTable: a lead's accident cover (issue 18), filled in for earlier leads from their premium.
ALTER TABLE "lead" ADD COLUMN "accident" BOOLEAN;
UPDATE "lead" SET "accident" = "premium"."accident" FROM "premium" WHERE "premium"."id" = "lead"."premium_id";

-- CreateTable: a household quote request's further persons.
CREATE TABLE "lead_person" (
    "lead_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "premium_id" TEXT NOT NULL,
    "monthly_rappen" INTEGER NOT NULL,
    "franchise" INTEGER NOT NULL,
    "model" TEXT NOT NULL,
    "product_name" TEXT NOT NULL,
    "accident" BOOLEAN NOT NULL,
    "child_rank" INTEGER,
    "key_id" TEXT NOT NULL,
    "person_data" TEXT NOT NULL,
    "email_hash" TEXT,

    CONSTRAINT "lead_person_pkey" PRIMARY KEY ("lead_id","position")
);

-- CreateIndex
CREATE INDEX "lead_person_email_hash_idx" ON "lead_person"("email_hash");

-- AddForeignKey
ALTER TABLE "lead_person" ADD CONSTRAINT "lead_person_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
