ALTER TABLE "owners" ADD COLUMN "email_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "owners_confirmation_token_uq" ON "owners" USING btree ("confirmation_token_hash");
