ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"business_id" char(24) NOT NULL,
	"product_id" char(24) NOT NULL,
	"variant_id" char(24),
	"order_id" char(24),
	"delta" integer NOT NULL,
	"resulting_stock" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" char(24),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("business_id","product_id","at");
