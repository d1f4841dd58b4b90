-- CreateTable
CREATE TABLE "partner_visits" (
    "partner_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "visits" INTEGER NOT NULL,

    CONSTRAINT "partner_visits_pkey" PRIMARY KEY ("partner_id","day")
);

-- AddForeignKey
ALTER TABLE "partner_visits" ADD CONSTRAINT "partner_visits_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;
