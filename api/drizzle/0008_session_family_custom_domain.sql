ALTER TABLE "sessions" ADD COLUMN "family_id" char(24);--> statement-breakpoint
UPDATE "sessions" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "custom_domain" text;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_custom_domain_uq" ON "businesses" USING btree ("custom_domain");
