CREATE TABLE "business_hours" (
	"business_id" char(24) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"week" jsonb NOT NULL,
	"away_message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_reply_times_idx" ON "messages" USING btree ("business_id","created_at") WHERE "messages"."sender" IN ('user', 'business');
