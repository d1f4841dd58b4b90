-- Search asks, for each unit of a city, whether a booking holding it overlaps the trip. Read
-- from the trip's start on, this index never walks the unit's past bookings, and it answers
-- from the index alone (orders(unit_id, start_at) walked every earlier booking, and the
-- exclusion constraint's GiST index is several times slower per probe).
CREATE INDEX "orders_unit_id_end_at_holding_idx" ON "orders" ("unit_id", "end_at")
  INCLUDE ("start_at", "status", "verify_by")
  WHERE "status" IN ('AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS');
