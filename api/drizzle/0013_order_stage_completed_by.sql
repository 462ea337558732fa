ALTER TABLE "order_pipeline_stages" ADD COLUMN "completed_by" char(24);--> statement-breakpoint
ALTER TABLE "order_pipeline_stages" ADD CONSTRAINT "order_pipeline_stages_completed_by_owners_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;
