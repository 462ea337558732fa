ALTER TABLE "dispatch_points" ADD COLUMN "serves_pincodes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatch_points" ADD COLUMN "serves_states" jsonb DEFAULT '[]'::jsonb NOT NULL;
