-- CreateTable
CREATE TABLE "hostels" (
    "id" SERIAL NOT NULL,
    "city_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description_en" TEXT NOT NULL DEFAULT '',
    "description_vn" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL,
    "website_url" TEXT,
    "price_per_night_from" INTEGER,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hostels_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "hostels_city_id_sort_order_id_idx" ON "hostels"("city_id", "sort_order", "id");

-- AddForeignKey
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Money is never negative (hand-written: Prisma cannot express check constraints).
ALTER TABLE "hostels"
  ADD CONSTRAINT "hostels_price_per_night_from_not_negative" CHECK ("price_per_night_from" >= 0);
