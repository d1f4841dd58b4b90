-- AlterTable
ALTER TABLE "offer_holds" ADD COLUMN "client_key" TEXT;

-- CreateIndex
CREATE INDEX "offer_holds_client_key_expires_at_idx" ON "offer_holds"("client_key", "expires_at");
