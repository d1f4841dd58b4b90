-- CreateTable
CREATE TABLE "web_push_keys" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "public_key" TEXT NOT NULL,
    "private_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "web_push_keys_pkey" PRIMARY KEY ("id"),
    -- One key pair for the whole site.
    CONSTRAINT "web_push_keys_single_row" CHECK ("id" = 1)
);

-- CreateTable
CREATE TABLE "push_outbox" (
    "id" SERIAL NOT NULL,
    "subscription_id" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "order_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "push_outbox_status_next_attempt_at_idx" ON "push_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "push_outbox_subscription_id_idx" ON "push_outbox"("subscription_id");

-- CreateIndex
CREATE INDEX "push_outbox_order_id_idx" ON "push_outbox"("order_id");

-- AddForeignKey
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
