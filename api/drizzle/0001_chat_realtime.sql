ALTER TABLE "messages" ADD COLUMN "client_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_message_uq" ON "messages" USING btree ("business_id","customer_id","client_message_id");--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "client_id";