ALTER TABLE "businesses" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "gstin" text;
