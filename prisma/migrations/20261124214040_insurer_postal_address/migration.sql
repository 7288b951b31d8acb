-- AlterTable
ALTER TABLE "insurer" ADD COLUMN     "postal_address" TEXT;
