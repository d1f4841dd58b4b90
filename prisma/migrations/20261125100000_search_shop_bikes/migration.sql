-- Search reads one narrow row per shop bike travellers may find, with what it filters and
-- sorts on and the shop's city, instead of joining the city's shops, their shop bikes and
-- the bikes on every search. Triggers on shop_bikes, bikes and stores keep it.
CREATE TABLE "search_shop_bikes" (
    "shop_bike_id" INTEGER NOT NULL,
    "city_id" INTEGER NOT NULL,
    "store_id" INTEGER NOT NULL,
    "bike_id" INTEGER NOT NULL,
    "price_per_day" INTEGER NOT NULL,
    "bike_type" "BikeType" NOT NULL,
    "category_id" INTEGER NOT NULL,
    "power_ps" DOUBLE PRECISION NOT NULL,
    "units_in_service" INTEGER NOT NULL,

    CONSTRAINT "search_shop_bikes_pkey" PRIMARY KEY ("shop_bike_id")
);

ALTER TABLE "search_shop_bikes" ADD CONSTRAINT "search_shop_bikes_shop_bike_id_fkey" FOREIGN KEY ("shop_bike_id") REFERENCES "shop_bikes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A city's rows that have a unit to rent, read from the index alone.
CREATE INDEX "search_shop_bikes_city_id_in_service_idx" ON "search_shop_bikes" ("city_id")
  INCLUDE ("store_id", "shop_bike_id", "bike_id", "price_per_day", "bike_type", "category_id",
    "power_ps", "units_in_service")
  WHERE "units_in_service" > 0;

-- Brings the rows of the shop bikes `ids` in line with the tables: inserted or updated when
-- the shop bike is active and not deleted, its bike not deleted and its shop online,
-- published, active and not deleted; removed otherwise. Rows that would not change are not
-- written.
--
-- Concurrency: every change to a shop's rows first takes a transaction lock on the shop, and
-- each statement after it reads with a fresh snapshot. A shop going offline while one of its
-- bikes changes in another transaction then cannot leave a stale row: whichever refresh runs
-- second sees what the first committed.
--
-- The locks are per group of shops (the shop id modulo 256), so that a bulk change to
-- thousands of shops takes at most 256 of the server's shared lock slots.
CREATE FUNCTION "search_shop_bikes_lock_stores"(store_ids INTEGER[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_shop_bikes'), shop_group)
  FROM (SELECT DISTINCT id % 256 AS shop_group FROM unnest(store_ids) id ORDER BY 1) locked;
END
$$;

-- The rows the shop bikes `ids` (all when null) should have: active and not deleted, their
-- bike not deleted, their shop online, published, active and not deleted.
CREATE FUNCTION "search_shop_bikes_listed"(ids INTEGER[]) RETURNS SETOF "search_shop_bikes"
LANGUAGE sql STABLE AS $$
  SELECT sb."id", s."city_id", sb."store_id", sb."bike_id", sb."price_per_day", b."bike_type",
    b."category_id", b."power_ps", sb."units_in_service"
  FROM "shop_bikes" sb
  JOIN "bikes" b ON b."id" = sb."bike_id"
  JOIN "stores" s ON s."id" = sb."store_id"
  WHERE (ids IS NULL OR sb."id" = ANY(ids)) AND sb."active" AND sb."deleted_at" IS NULL
    AND b."deleted_at" IS NULL
    AND s."online" AND NOT s."preview" AND s."active" AND s."deleted_at" IS NULL
$$;

CREATE FUNCTION "search_shop_bikes_refresh"(ids INTEGER[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_shop_bikes_lock_stores"(
    ARRAY(SELECT "store_id" FROM "shop_bikes" WHERE "id" = ANY(ids)));

  INSERT INTO "search_shop_bikes" AS ss
  SELECT * FROM "search_shop_bikes_listed"(ids)
  ON CONFLICT ("shop_bike_id") DO UPDATE SET
    "city_id" = EXCLUDED."city_id", "store_id" = EXCLUDED."store_id",
    "bike_id" = EXCLUDED."bike_id", "price_per_day" = EXCLUDED."price_per_day",
    "bike_type" = EXCLUDED."bike_type", "category_id" = EXCLUDED."category_id",
    "power_ps" = EXCLUDED."power_ps", "units_in_service" = EXCLUDED."units_in_service"
  WHERE ss IS DISTINCT FROM EXCLUDED;

  DELETE FROM "search_shop_bikes"
  WHERE "shop_bike_id" = ANY(ids)
    AND "shop_bike_id" NOT IN (SELECT "shop_bike_id" FROM "search_shop_bikes_listed"(ids));
END
$$;

-- Shop bikes added or changed (their price, units in service, state). Their bikes are locked
-- for share first, so that a bike deleted from the catalogue at the same moment waits for
-- this transaction, or this one for it: either way the later refresh sees the other's change.
CREATE FUNCTION "search_shop_bikes_after_shop_bikes_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "bikes" WHERE "id" IN (SELECT "bike_id" FROM changed_shop_bikes)
    ORDER BY "id" FOR SHARE;
  PERFORM "search_shop_bikes_refresh"(ARRAY(SELECT "id" FROM changed_shop_bikes));
  RETURN NULL;
END
$$;

CREATE TRIGGER "search_shop_bikes_after_insert" AFTER INSERT ON "shop_bikes"
  REFERENCING NEW TABLE AS changed_shop_bikes
  FOR EACH STATEMENT EXECUTE FUNCTION "search_shop_bikes_after_shop_bikes_change"();
CREATE TRIGGER "search_shop_bikes_after_update" AFTER UPDATE ON "shop_bikes"
  REFERENCING NEW TABLE AS changed_shop_bikes
  FOR EACH STATEMENT EXECUTE FUNCTION "search_shop_bikes_after_shop_bikes_change"();

-- Catalogue bikes whose type, category, power or deletion changed: their shop bikes.
CREATE FUNCTION "search_shop_bikes_after_bikes_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_shop_bikes_refresh"(ARRAY(
    SELECT sb."id" FROM "shop_bikes" sb
    WHERE sb."bike_id" IN (
      SELECT n."id" FROM new_bikes n JOIN old_bikes o ON o."id" = n."id"
      WHERE (n."bike_type", n."category_id", n."power_ps", n."deleted_at")
        IS DISTINCT FROM (o."bike_type", o."category_id", o."power_ps", o."deleted_at"))));
  RETURN NULL;
END
$$;

CREATE TRIGGER "search_shop_bikes_after_bikes_update" AFTER UPDATE ON "bikes"
  REFERENCING OLD TABLE AS old_bikes NEW TABLE AS new_bikes
  FOR EACH STATEMENT EXECUTE FUNCTION "search_shop_bikes_after_bikes_update"();

-- Shops that moved city or changed whether travellers may see them: all their shop bikes,
-- read after the shops' locks are taken.
CREATE FUNCTION "search_shop_bikes_after_stores_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed INTEGER[];
BEGIN
  changed := ARRAY(
    SELECT n."id" FROM new_stores n JOIN old_stores o ON o."id" = n."id"
    WHERE (n."city_id", n."online", n."preview", n."active", n."deleted_at")
      IS DISTINCT FROM (o."city_id", o."online", o."preview", o."active", o."deleted_at"));
  IF cardinality(changed) > 0 THEN
    PERFORM "search_shop_bikes_lock_stores"(changed);
    PERFORM "search_shop_bikes_refresh"(ARRAY(
      SELECT "id" FROM "shop_bikes" WHERE "store_id" = ANY(changed)));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "search_shop_bikes_after_stores_update" AFTER UPDATE ON "stores"
  REFERENCING OLD TABLE AS old_stores NEW TABLE AS new_stores
  FOR EACH STATEMENT EXECUTE FUNCTION "search_shop_bikes_after_stores_update"();

-- The rows of the shop bikes there are now.
INSERT INTO "search_shop_bikes" SELECT * FROM "search_shop_bikes_listed"(NULL);
