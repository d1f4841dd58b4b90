-- Search needs, for each bike of a city, how many of its units could be rented at all. Kept
-- here by triggers, it spares search one probe of the units per bike: only the city's units
-- taken for the trip (few) are read.
ALTER TABLE "shop_bikes" ADD COLUMN "units_in_service" INTEGER NOT NULL DEFAULT 0;

UPDATE "shop_bikes" sb SET "units_in_service" = c.units
FROM (
  SELECT "shop_bike_id", count(*)::int AS units FROM "units"
  WHERE "active" AND "deleted_at" IS NULL
  GROUP BY "shop_bike_id"
) c
WHERE sb."id" = c."shop_bike_id";

-- Adds and subtracts the changed rows, never recounts: changes to one bike's units in
-- concurrent transactions then add up instead of overwriting each other. Statement-level, so
-- that a bulk insert of units costs one update per bike, not one per unit.
CREATE FUNCTION "shop_bikes_count_units_in_service"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "shop_bikes" sb SET "units_in_service" = sb."units_in_service" + d.delta
    FROM (
      SELECT "shop_bike_id", count(*)::int AS delta FROM new_units
      WHERE "active" AND "deleted_at" IS NULL GROUP BY "shop_bike_id"
    ) d
    WHERE sb."id" = d."shop_bike_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "shop_bikes" sb SET "units_in_service" = sb."units_in_service" - d.delta
    FROM (
      SELECT "shop_bike_id", count(*)::int AS delta FROM old_units
      WHERE "active" AND "deleted_at" IS NULL GROUP BY "shop_bike_id"
    ) d
    WHERE sb."id" = d."shop_bike_id";
  ELSE
    UPDATE "shop_bikes" sb SET "units_in_service" = sb."units_in_service" + d.delta
    FROM (
      SELECT "shop_bike_id", sum(change)::int AS delta FROM (
        SELECT "shop_bike_id", 1 AS change FROM new_units WHERE "active" AND "deleted_at" IS NULL
        UNION ALL
        SELECT "shop_bike_id", -1 FROM old_units WHERE "active" AND "deleted_at" IS NULL
      ) changes
      GROUP BY "shop_bike_id" HAVING sum(change) <> 0
    ) d
    WHERE sb."id" = d."shop_bike_id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "units_in_service_after_insert" AFTER INSERT ON "units"
  REFERENCING NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION "shop_bikes_count_units_in_service"();
CREATE TRIGGER "units_in_service_after_update" AFTER UPDATE ON "units"
  REFERENCING OLD TABLE AS old_units NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION "shop_bikes_count_units_in_service"();
CREATE TRIGGER "units_in_service_after_delete" AFTER DELETE ON "units"
  REFERENCING OLD TABLE AS old_units
  FOR EACH STATEMENT EXECUTE FUNCTION "shop_bikes_count_units_in_service"();

-- The city's bookings that take a unit for some of the trip, read from the trip's start on.
CREATE INDEX "orders_pickup_store_id_end_at_holding_idx" ON "orders" ("pickup_store_id", "end_at")
  INCLUDE ("start_at", "unit_id", "status", "verify_by")
  WHERE "status" IN ('AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS');
