ALTER TABLE "businesses" ADD COLUMN "online_payment_expiry_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "manual_payment_expiry_minutes" integer DEFAULT 2880 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "cancel_reason" = 'customer' WHERE "status" = 'Cancelled';--> statement-breakpoint
UPDATE "orders" SET "stock_reserved" = true WHERE "status" IN ('Draft', 'Active') AND EXISTS (SELECT 1 FROM "order_requests" r WHERE r."business_id" = "orders"."business_id" AND r."order_numbers" ? "orders"."order_number");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at") WHERE "status" IN ('Draft', 'Active') AND "payment_status" = 'Pending';
