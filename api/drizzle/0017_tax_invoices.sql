-- One gap-free invoice series per business and financial year (April to March, India time): the row is
-- updated in the transaction that pays the order, so it stays locked until that commits, and a rolled
-- back payment gives its number back. The prefix is fixed by the year's first invoice.
CREATE TABLE "invoice_series" (
	"business_id" char(24) NOT NULL,
	"financial_year" text NOT NULL,
	"prefix" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_pk" PRIMARY KEY("business_id","financial_year")
);--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A paid order's GST tax invoice: its number and, as issued, everything the PDF prints (the seller's and
-- the buyer's details, the lines and their tax), so a later change of profile or catalogue never alters it.
CREATE TABLE "tax_invoices" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"business_id" char(24) NOT NULL,
	"order_id" char(24) NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_uq" ON "tax_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_uq" ON "tax_invoices" USING btree ("business_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_sequence_uq" ON "tax_invoices" USING btree ("business_id","financial_year","sequence");
