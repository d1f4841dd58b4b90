-- Invariants Prisma cannot express. They hold whatever code writes to the database.

-- Two active bookings of the same bike unit never overlap in time. Ranges are half-open, so
-- a bike returned at 10:00 can be picked up again at 10:00.
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "orders"
  ADD CONSTRAINT "orders_unit_no_overlap"
  EXCLUDE USING gist (
    "unit_id" WITH =,
    tstzrange("start_at", "end_at", '[)') WITH &&
  ) WHERE ("status" IN ('AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS'));

-- Bookings
ALTER TABLE "orders"
  ADD CONSTRAINT "orders_period_ordered" CHECK ("end_at" > "start_at"),
  ADD CONSTRAINT "orders_rental_days_positive" CHECK ("rental_days" >= 1),
  ADD CONSTRAINT "orders_bag_count_range" CHECK ("bag_count" BETWEEN 0 AND 20),
  ADD CONSTRAINT "orders_money_not_negative" CHECK (
    "price_per_day" >= 0 AND "bike_cost" >= 0 AND "discount_amount" >= 0 AND "addons_cost" >= 0
    AND "transfer_cost" >= 0 AND "bags_cost" >= 0 AND "total_price" >= 0 AND "deposit_price" >= 0
  );

ALTER TABLE "order_items"
  ADD CONSTRAINT "order_items_quantity_positive" CHECK ("quantity" >= 1),
  ADD CONSTRAINT "order_items_money_not_negative" CHECK ("price_per_day" >= 0 AND "one_time_price" >= 0 AND "total" >= 0);

-- Reviews
ALTER TABLE "reviews"
  ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5),
  ADD CONSTRAINT "reviews_text_length" CHECK (char_length("text") <= 2000);

-- Opening hours: quarter-hour steps within the day, closing after opening.
ALTER TABLE "opening_slots"
  ADD CONSTRAINT "opening_slots_within_day" CHECK ("opens_at" >= 0 AND "closes_at" <= 1440),
  ADD CONSTRAINT "opening_slots_quarter_hours" CHECK ("opens_at" % 15 = 0 AND "closes_at" % 15 = 0),
  ADD CONSTRAINT "opening_slots_ordered" CHECK ("closes_at" > "opens_at");

-- Special offers
ALTER TABLE "offers"
  ADD CONSTRAINT "offers_discount_range" CHECK ("percent_discount" BETWEEN 1 AND 90),
  ADD CONSTRAINT "offers_max_rental_days_positive" CHECK ("max_rental_days" >= 1),
  ADD CONSTRAINT "offers_travel_window_ordered" CHECK ("travel_ends_at" > "travel_starts_at"),
  ADD CONSTRAINT "offers_pickup_window_ordered" CHECK ("latest_pickup_at" >= "earliest_pickup_at"),
  ADD CONSTRAINT "offers_price_not_negative" CHECK ("regular_price_per_day" >= 0);

ALTER TABLE "offer_addons"
  ADD CONSTRAINT "offer_addons_quantity_positive" CHECK ("quantity" >= 1),
  ADD CONSTRAINT "offer_addons_price_not_negative" CHECK ("price" >= 0);

ALTER TABLE "bike_unavailability"
  ADD CONSTRAINT "bike_unavailability_period_ordered" CHECK ("ends_at" > "starts_at");

-- Bikes: prices, up to five deposit options, rental requirements.
ALTER TABLE "bikes"
  ADD CONSTRAINT "bikes_prices_not_negative" CHECK ("default_price" >= 0 AND "deposit_price" >= 0),
  ADD CONSTRAINT "bikes_deposit_options_at_most_five" CHECK (cardinality("deposit_options") <= 5),
  ADD CONSTRAINT "bikes_minimum_age_range" CHECK ("minimum_age" BETWEEN 16 AND 99),
  ADD CONSTRAINT "bikes_driving_experience_range" CHECK ("driving_experience_years" BETWEEN 0 AND 50),
  ADD CONSTRAINT "bikes_specs_positive" CHECK ("power_ps" > 0 AND "weight_kg" > 0 AND "top_speed_kmh" > 0);

ALTER TABLE "shop_bikes"
  ADD CONSTRAINT "shop_bikes_price_not_negative" CHECK ("price_per_day" >= 0);

ALTER TABLE "stores"
  ADD CONSTRAINT "stores_bag_cost_not_negative" CHECK ("transport_cost_per_bag" >= 0);

ALTER TABLE "store_transfers"
  ADD CONSTRAINT "store_transfers_price_not_negative" CHECK ("price" >= 0),
  ADD CONSTRAINT "store_transfers_not_to_itself" CHECK ("from_store_id" <> "to_store_id");

ALTER TABLE "store_addons"
  ADD CONSTRAINT "store_addons_prices_not_negative" CHECK ("price_per_day" >= 0 AND "one_time_price" >= 0),
  ADD CONSTRAINT "store_addons_max_quantity_positive" CHECK ("max_quantity" >= 1);

ALTER TABLE "addons"
  ADD CONSTRAINT "addons_prices_not_negative" CHECK ("price_per_day" >= 0 AND "one_time_price" >= 0),
  ADD CONSTRAINT "addons_max_quantity_positive" CHECK ("max_quantity" >= 1);

ALTER TABLE "currency_rates"
  ADD CONSTRAINT "currency_rates_positive" CHECK ("vnd_per_unit" > 0);

ALTER TABLE "email_outbox"
  ADD CONSTRAINT "email_outbox_attempts_not_negative" CHECK ("attempts" >= 0);
