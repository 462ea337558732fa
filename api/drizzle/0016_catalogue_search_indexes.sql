-- The search document also holds the item's category name, kept on the item by triggers (a generated
-- column may read only its own row): an item's category set or changed, or a category renamed.
ALTER TABLE "products" ADD COLUMN "category_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_category_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_name := coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_category_name" BEFORE INSERT OR UPDATE OF "category_id" ON "products" FOR EACH ROW EXECUTE FUNCTION products_set_category_name();--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_rename_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_name = NEW.name WHERE category_id = NEW.id AND category_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_rename_products" AFTER UPDATE OF "name" ON "categories" FOR EACH ROW EXECUTE FUNCTION categories_rename_products();--> statement-breakpoint
UPDATE "products" SET "category_name" = c."name" FROM "categories" c WHERE c."id" = "products"."category_id";--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: the document is made again.
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', immutable_array_to_string(tags, ' ')), 'B') || setweight(to_tsvector('english', immutable_array_to_string(tags, ' ')), 'B') || setweight(to_tsvector('simple', category_name), 'B') || setweight(to_tsvector('english', category_name), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
-- Without a pending list (fastupdate off) a written item is in the search indexes at once: with one, the
-- planner prices searches by a list only VACUUM empties, and PGlite has no autovacuum to empty it.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_trgm_idx');--> statement-breakpoint
-- Each sort of a published listing walks an index in its order and stops at the page: for the business,
-- one catalogue or one category. The price sorts use the listed-price indexes of 0003.
DROP INDEX IF EXISTS "products_rating_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("business_id",(lower(name) COLLATE "C"),"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_catalogue_name_order_idx" ON "products" USING btree ("business_id","catalogue_id",(lower(name) COLLATE "C"),"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_category_name_order_idx" ON "products" USING btree ("business_id","category_id",(lower(name) COLLATE "C"),"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_rating_order_idx" ON "products" USING btree ("business_id","rating" DESC,"review_count" DESC,"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_catalogue_rating_order_idx" ON "products" USING btree ("business_id","catalogue_id","rating" DESC,"review_count" DESC,"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_category_rating_order_idx" ON "products" USING btree ("business_id","category_id","rating" DESC,"review_count" DESC,"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_newest_order_idx" ON "products" USING btree ("business_id","created_at" DESC,"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_catalogue_newest_order_idx" ON "products" USING btree ("business_id","catalogue_id","created_at" DESC,"id") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_category_newest_order_idx" ON "products" USING btree ("business_id","category_id","created_at" DESC,"id") WHERE status = 'Published';
--> statement-breakpoint
-- The listed-price indexes carry every filter's columns: a listing's count of matches in a price range,
-- whatever its filters, is an index-only range scan, never a read of the items' rows.
DROP INDEX "products_listed_price_idx";--> statement-breakpoint
DROP INDEX "products_catalogue_listed_price_idx";--> statement-breakpoint
DROP INDEX "products_category_listed_price_idx";--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("business_id",(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)) INCLUDE ("catalogue_id","category_id","effective_price_paise","stock_status","total_quantity","shipping_available","shipping_cost_paise","price_visible","sale_price_paise","base_price_paise","rating","featured","flash_sale") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_catalogue_listed_price_idx" ON "products" USING btree ("business_id","catalogue_id",(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)) INCLUDE ("category_id","effective_price_paise","stock_status","total_quantity","shipping_available","shipping_cost_paise","price_visible","sale_price_paise","base_price_paise","rating","featured","flash_sale") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_category_listed_price_idx" ON "products" USING btree ("business_id","category_id",(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)) INCLUDE ("catalogue_id","effective_price_paise","stock_status","total_quantity","shipping_available","shipping_cost_paise","price_visible","sale_price_paise","base_price_paise","rating","featured","flash_sale") WHERE status = 'Published';
