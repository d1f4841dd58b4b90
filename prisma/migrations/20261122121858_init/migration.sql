-- CreateEnum
CREATE TYPE "Role" AS ENUM ('ADMIN', 'SHOP_OWNER');

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('EN', 'VN');

-- CreateEnum
CREATE TYPE "PartnerKind" AS ENUM ('RENTAL', 'MARKETING');

-- CreateEnum
CREATE TYPE "BikeType" AS ENUM ('ENDURO', 'SCOOTER', 'TOURING', 'SPORTBIKE', 'ELECTRIC', 'ADVENTURE');

-- CreateEnum
CREATE TYPE "GearType" AS ENUM ('AUTOMATIC', 'SEMI_AUTOMATIC', 'MANUAL');

-- CreateEnum
CREATE TYPE "AddonType" AS ENUM ('ACCESSORY', 'SERVICE');

-- CreateEnum
CREATE TYPE "Weekday" AS ENUM ('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'LAPSED');

-- CreateEnum
CREATE TYPE "CancelledBy" AS ENUM ('TRAVELLER', 'SHOP_OWNER', 'ADMIN');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "role" "Role" NOT NULL,
    "language" "Language" NOT NULL DEFAULT 'EN',
    "password_hash" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "online" BOOLEAN NOT NULL DEFAULT true,
    "arrangements" TEXT,
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "invitation_token_hash" TEXT,
    "invitation_expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partners" (
    "id" SERIAL NOT NULL,
    "kind" "PartnerKind" NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT,
    "email" TEXT,
    "password_hash" TEXT,
    "online" BOOLEAN NOT NULL DEFAULT true,
    "arrangements" TEXT,
    "affiliate_code" TEXT NOT NULL,
    "store_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "endpoint" TEXT NOT NULL,
    "keys" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cities" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_vn" TEXT NOT NULL,
    "description_en" TEXT NOT NULL DEFAULT '',
    "description_vn" TEXT NOT NULL DEFAULT '',
    "pictures" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brands" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "bike_types" "BikeType"[] DEFAULT ARRAY[]::"BikeType"[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "brands_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bike_names" (
    "id" SERIAL NOT NULL,
    "brand_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bike_names_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "categories" (
    "id" SERIAL NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_vn" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "addons" (
    "id" SERIAL NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_vn" TEXT NOT NULL,
    "icon" TEXT NOT NULL,
    "type" "AddonType" NOT NULL,
    "max_quantity" INTEGER NOT NULL DEFAULT 1,
    "allow_multiple" BOOLEAN NOT NULL DEFAULT false,
    "explanation_en" TEXT NOT NULL DEFAULT '',
    "explanation_vn" TEXT NOT NULL DEFAULT '',
    "price_per_day" INTEGER NOT NULL DEFAULT 0,
    "one_time_price" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "addons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stores" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "city_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "picture" TEXT,
    "preview" BOOLEAN NOT NULL DEFAULT true,
    "online" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "pickup_possible" BOOLEAN NOT NULL DEFAULT true,
    "transport_cost_per_bag" INTEGER NOT NULL DEFAULT 0,
    "time_zone" TEXT NOT NULL DEFAULT 'Asia/Ho_Chi_Minh',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "stores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "opening_slots" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "weekday" "Weekday" NOT NULL,
    "opens_at" INTEGER NOT NULL,
    "closes_at" INTEGER NOT NULL,

    CONSTRAINT "opening_slots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "store_transfers" (
    "id" SERIAL NOT NULL,
    "from_store_id" INTEGER NOT NULL,
    "to_store_id" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "store_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "store_addons" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "addon_id" INTEGER NOT NULL,
    "price_per_day" INTEGER NOT NULL DEFAULT 0,
    "one_time_price" INTEGER NOT NULL DEFAULT 0,
    "max_quantity" INTEGER NOT NULL DEFAULT 1,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "store_addons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bikes" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "random_unique_bike_id" TEXT NOT NULL,
    "brand_id" INTEGER NOT NULL,
    "bike_name_id" INTEGER,
    "category_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "bike_type" "BikeType" NOT NULL,
    "gear_type" "GearType" NOT NULL,
    "engine_cc" INTEGER,
    "power_ps" DOUBLE PRECISION NOT NULL,
    "weight_kg" INTEGER NOT NULL,
    "top_speed_kmh" INTEGER NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "default_price" INTEGER NOT NULL,
    "deposit_price" INTEGER NOT NULL,
    "show_deposit_price" BOOLEAN NOT NULL DEFAULT true,
    "deposit_options" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "copy_of_passport" BOOLEAN NOT NULL DEFAULT false,
    "passport" BOOLEAN NOT NULL DEFAULT false,
    "minimum_age" INTEGER NOT NULL DEFAULT 18,
    "show_minimum_age" BOOLEAN NOT NULL DEFAULT true,
    "drivers_license_category" TEXT,
    "show_drivers_license_category" BOOLEAN NOT NULL DEFAULT true,
    "driving_experience_years" INTEGER NOT NULL DEFAULT 0,
    "show_driving_experience" BOOLEAN NOT NULL DEFAULT true,
    "side_photo" TEXT,
    "front_photo" TEXT,
    "back_photo" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "bikes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shop_bikes" (
    "id" SERIAL NOT NULL,
    "bike_id" INTEGER NOT NULL,
    "store_id" INTEGER NOT NULL,
    "price_per_day" INTEGER NOT NULL,
    "price_is_exception" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "shop_bikes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "units" (
    "id" SERIAL NOT NULL,
    "shop_bike_id" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "units_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bike_unavailability" (
    "id" SERIAL NOT NULL,
    "shop_bike_id" INTEGER NOT NULL,
    "unit_id" INTEGER,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bike_unavailability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offers" (
    "id" SERIAL NOT NULL,
    "number" TEXT NOT NULL,
    "store_id" INTEGER NOT NULL,
    "shop_bike_id" INTEGER NOT NULL,
    "return_store_id" INTEGER,
    "regular_price_per_day" INTEGER NOT NULL,
    "percent_discount" INTEGER NOT NULL,
    "travel_starts_at" TIMESTAMPTZ(3) NOT NULL,
    "travel_ends_at" TIMESTAMPTZ(3) NOT NULL,
    "earliest_pickup_at" TIMESTAMPTZ(3) NOT NULL,
    "latest_pickup_at" TIMESTAMPTZ(3) NOT NULL,
    "bookable_until" TIMESTAMPTZ(3) NOT NULL,
    "max_rental_days" INTEGER NOT NULL,
    "online" BOOLEAN NOT NULL DEFAULT false,
    "allow_custom_addons" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_addons" (
    "id" SERIAL NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "addon_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "price" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "offer_addons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_holds" (
    "id" SERIAL NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "released_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" SERIAL NOT NULL,
    "booking_number" TEXT NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'AWAITING_VERIFICATION',
    "shop_bike_id" INTEGER NOT NULL,
    "unit_id" INTEGER NOT NULL,
    "pickup_store_id" INTEGER NOT NULL,
    "return_store_id" INTEGER NOT NULL,
    "store_transfer_id" INTEGER,
    "offer_id" INTEGER,
    "partner_id" INTEGER,
    "start_at" TIMESTAMPTZ(3) NOT NULL,
    "end_at" TIMESTAMPTZ(3) NOT NULL,
    "rental_days" INTEGER NOT NULL,
    "bag_count" INTEGER NOT NULL DEFAULT 0,
    "customer_first_name" TEXT NOT NULL,
    "customer_last_name" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "customer_phone" TEXT NOT NULL,
    "language" "Language" NOT NULL DEFAULT 'EN',
    "price_per_day" INTEGER NOT NULL,
    "bike_cost" INTEGER NOT NULL,
    "discount_amount" INTEGER NOT NULL DEFAULT 0,
    "addons_cost" INTEGER NOT NULL DEFAULT 0,
    "transfer_cost" INTEGER NOT NULL DEFAULT 0,
    "bags_cost" INTEGER NOT NULL DEFAULT 0,
    "total_price" INTEGER NOT NULL,
    "deposit_price" INTEGER NOT NULL,
    "verification_token_hash" TEXT,
    "cancel_token_hash" TEXT NOT NULL,
    "review_token_hash" TEXT,
    "idempotency_key" TEXT,
    "verify_by" TIMESTAMPTZ(3),
    "verification_sent_at" TIMESTAMPTZ(3),
    "cancelled_by" "CancelledBy",
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "verified_at" TIMESTAMPTZ(3),
    "pickup_started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "no_show_at" TIMESTAMPTZ(3),
    "lapsed_at" TIMESTAMPTZ(3),

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_items" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "addon_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "price_per_day" INTEGER NOT NULL,
    "one_time_price" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "order_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" SERIAL NOT NULL,
    "bike_id" INTEGER NOT NULL,
    "shop_bike_id" INTEGER,
    "store_id" INTEGER,
    "order_id" INTEGER,
    "rating" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "reviewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "owner_reply" TEXT,
    "owner_replied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "currency_rates" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "vnd_per_unit" DECIMAL(18,6) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "currency_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" SERIAL NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "language" "Language" NOT NULL DEFAULT 'EN',
    "status" "OutboxStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "order_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_invitation_token_hash_key" ON "users"("invitation_token_hash");

-- CreateIndex
CREATE INDEX "users_role_idx" ON "users"("role");

-- CreateIndex
CREATE UNIQUE INDEX "partners_email_key" ON "partners"("email");

-- CreateIndex
CREATE UNIQUE INDEX "partners_affiliate_code_key" ON "partners"("affiliate_code");

-- CreateIndex
CREATE INDEX "partners_kind_idx" ON "partners"("kind");

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "cities_slug_key" ON "cities"("slug");

-- CreateIndex
CREATE INDEX "cities_sort_order_id_idx" ON "cities"("sort_order", "id");

-- CreateIndex
CREATE UNIQUE INDEX "brands_name_key" ON "brands"("name");

-- CreateIndex
CREATE UNIQUE INDEX "bike_names_brand_id_name_key" ON "bike_names"("brand_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "categories_name_en_key" ON "categories"("name_en");

-- CreateIndex
CREATE UNIQUE INDEX "addons_name_en_key" ON "addons"("name_en");

-- CreateIndex
CREATE INDEX "stores_city_id_online_idx" ON "stores"("city_id", "online");

-- CreateIndex
CREATE INDEX "stores_owner_id_idx" ON "stores"("owner_id");

-- CreateIndex
CREATE INDEX "opening_slots_store_id_weekday_idx" ON "opening_slots"("store_id", "weekday");

-- CreateIndex
CREATE INDEX "store_transfers_to_store_id_idx" ON "store_transfers"("to_store_id");

-- CreateIndex
CREATE UNIQUE INDEX "store_transfers_from_store_id_to_store_id_key" ON "store_transfers"("from_store_id", "to_store_id");

-- CreateIndex
CREATE INDEX "store_addons_addon_id_idx" ON "store_addons"("addon_id");

-- CreateIndex
CREATE UNIQUE INDEX "store_addons_store_id_addon_id_key" ON "store_addons"("store_id", "addon_id");

-- CreateIndex
CREATE UNIQUE INDEX "bikes_random_unique_bike_id_key" ON "bikes"("random_unique_bike_id");

-- CreateIndex
CREATE INDEX "bikes_owner_id_idx" ON "bikes"("owner_id");

-- CreateIndex
CREATE INDEX "bikes_bike_type_idx" ON "bikes"("bike_type");

-- CreateIndex
CREATE INDEX "bikes_category_id_idx" ON "bikes"("category_id");

-- CreateIndex
CREATE INDEX "bikes_brand_id_idx" ON "bikes"("brand_id");

-- CreateIndex
CREATE INDEX "shop_bikes_store_id_price_per_day_idx" ON "shop_bikes"("store_id", "price_per_day");

-- CreateIndex
CREATE INDEX "shop_bikes_price_per_day_idx" ON "shop_bikes"("price_per_day");

-- CreateIndex
CREATE UNIQUE INDEX "shop_bikes_bike_id_store_id_key" ON "shop_bikes"("bike_id", "store_id");

-- CreateIndex
CREATE INDEX "units_shop_bike_id_idx" ON "units"("shop_bike_id");

-- CreateIndex
CREATE INDEX "bike_unavailability_shop_bike_id_starts_at_ends_at_idx" ON "bike_unavailability"("shop_bike_id", "starts_at", "ends_at");

-- CreateIndex
CREATE UNIQUE INDEX "offers_number_key" ON "offers"("number");

-- CreateIndex
CREATE INDEX "offers_store_id_idx" ON "offers"("store_id");

-- CreateIndex
CREATE INDEX "offers_online_bookable_until_idx" ON "offers"("online", "bookable_until");

-- CreateIndex
CREATE UNIQUE INDEX "offer_addons_offer_id_addon_id_key" ON "offer_addons"("offer_id", "addon_id");

-- CreateIndex
CREATE UNIQUE INDEX "offer_holds_token_hash_key" ON "offer_holds"("token_hash");

-- CreateIndex
CREATE INDEX "offer_holds_offer_id_expires_at_idx" ON "offer_holds"("offer_id", "expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "orders_booking_number_key" ON "orders"("booking_number");

-- CreateIndex
CREATE UNIQUE INDEX "orders_verification_token_hash_key" ON "orders"("verification_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "orders_cancel_token_hash_key" ON "orders"("cancel_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "orders_review_token_hash_key" ON "orders"("review_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "orders_idempotency_key_key" ON "orders"("idempotency_key");

-- CreateIndex
CREATE INDEX "orders_pickup_store_id_start_at_idx" ON "orders"("pickup_store_id", "start_at");

-- CreateIndex
CREATE INDEX "orders_unit_id_start_at_idx" ON "orders"("unit_id", "start_at");

-- CreateIndex
CREATE INDEX "orders_status_verify_by_idx" ON "orders"("status", "verify_by");

-- CreateIndex
CREATE INDEX "orders_partner_id_created_at_idx" ON "orders"("partner_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at");

-- CreateIndex
CREATE INDEX "order_items_order_id_idx" ON "order_items"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_order_id_key" ON "reviews"("order_id");

-- CreateIndex
CREATE INDEX "reviews_bike_id_idx" ON "reviews"("bike_id");

-- CreateIndex
CREATE INDEX "reviews_shop_bike_id_idx" ON "reviews"("shop_bike_id");

-- CreateIndex
CREATE INDEX "reviews_store_id_idx" ON "reviews"("store_id");

-- CreateIndex
CREATE UNIQUE INDEX "currency_rates_code_key" ON "currency_rates"("code");

-- CreateIndex
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox"("created_at");

-- AddForeignKey
ALTER TABLE "partners" ADD CONSTRAINT "partners_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bike_names" ADD CONSTRAINT "bike_names_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stores" ADD CONSTRAINT "stores_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opening_slots" ADD CONSTRAINT "opening_slots_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "store_transfers" ADD CONSTRAINT "store_transfers_from_store_id_fkey" FOREIGN KEY ("from_store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "store_transfers" ADD CONSTRAINT "store_transfers_to_store_id_fkey" FOREIGN KEY ("to_store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "store_addons" ADD CONSTRAINT "store_addons_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "store_addons" ADD CONSTRAINT "store_addons_addon_id_fkey" FOREIGN KEY ("addon_id") REFERENCES "addons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_bike_name_id_fkey" FOREIGN KEY ("bike_name_id") REFERENCES "bike_names"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shop_bikes" ADD CONSTRAINT "shop_bikes_bike_id_fkey" FOREIGN KEY ("bike_id") REFERENCES "bikes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shop_bikes" ADD CONSTRAINT "shop_bikes_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "units" ADD CONSTRAINT "units_shop_bike_id_fkey" FOREIGN KEY ("shop_bike_id") REFERENCES "shop_bikes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bike_unavailability" ADD CONSTRAINT "bike_unavailability_shop_bike_id_fkey" FOREIGN KEY ("shop_bike_id") REFERENCES "shop_bikes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bike_unavailability" ADD CONSTRAINT "bike_unavailability_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_return_store_id_fkey" FOREIGN KEY ("return_store_id") REFERENCES "stores"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_shop_bike_id_fkey" FOREIGN KEY ("shop_bike_id") REFERENCES "shop_bikes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_addons" ADD CONSTRAINT "offer_addons_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_addons" ADD CONSTRAINT "offer_addons_addon_id_fkey" FOREIGN KEY ("addon_id") REFERENCES "addons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_holds" ADD CONSTRAINT "offer_holds_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_bike_id_fkey" FOREIGN KEY ("shop_bike_id") REFERENCES "shop_bikes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_store_id_fkey" FOREIGN KEY ("pickup_store_id") REFERENCES "stores"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_store_id_fkey" FOREIGN KEY ("return_store_id") REFERENCES "stores"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_transfer_id_fkey" FOREIGN KEY ("store_transfer_id") REFERENCES "store_transfers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_addon_id_fkey" FOREIGN KEY ("addon_id") REFERENCES "addons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_bike_id_fkey" FOREIGN KEY ("bike_id") REFERENCES "bikes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_bike_id_fkey" FOREIGN KEY ("shop_bike_id") REFERENCES "shop_bikes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
