-- A listing's counts and its price slider's bound, kept on write. Per catalogue, category (NULL: items
-- without one) and combination of the listing's yes/no filters (in stock, free shipping, on sale, featured,
-- flash sale) and whole rating (the minimum rating filter's steps), the number of published items and their
-- highest listed price (the effective price, 0 when the business hides it). A listing without a price
-- range or a search sums a few of these rows for its count instead of counting the business's items, and
-- every listing reads its slider's bound here; the catalogue strip and the category chips read their counts.
CREATE TABLE "listing_totals" (
	"business_id" char(24) NOT NULL,
	"catalogue_id" char(24) NOT NULL,
	"category_id" char(24),
	"in_stock" boolean NOT NULL,
	"free_shipping" boolean NOT NULL,
	"on_sale" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"flash_sale" boolean NOT NULL,
	"rating_floor" integer NOT NULL,
	"published_count" integer DEFAULT 0 NOT NULL,
	"highest_listed_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_totals_cell_uq" UNIQUE NULLS NOT DISTINCT("catalogue_id","category_id","in_stock","free_shipping","on_sale","featured","flash_sale","rating_floor")
);
--> statement-breakpoint
ALTER TABLE "listing_totals" ADD CONSTRAINT "listing_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_totals" ADD CONSTRAINT "listing_totals_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The slider's bound is the first entry of these (for the business, or one catalogue, dearest first), and
-- a count sums the business's (or catalogue's) entries of the second alone, which carries every cell
-- column: an index-only scan of a few pages, however many dead versions the table's writes have left.
CREATE INDEX "listing_totals_highest_idx" ON "listing_totals" USING btree ("business_id","highest_listed_paise" DESC);--> statement-breakpoint
CREATE INDEX "listing_totals_business_idx" ON "listing_totals" USING btree ("business_id","catalogue_id","highest_listed_paise" DESC) INCLUDE ("category_id","in_stock","free_shipping","on_sale","featured","flash_sale","rating_floor","published_count");--> statement-breakpoint
CREATE INDEX "listing_totals_category_idx" ON "listing_totals" USING btree ("category_id");--> statement-breakpoint
-- The highest listed price of one cell as it is now: a walk down a listed-price index (the category's, or
-- the catalogue's for items without a category), which carries the filters' columns, to its first match.
CREATE OR REPLACE FUNCTION listing_cell_highest(cell listing_totals) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF cell.category_id IS NULL THEN
    RETURN coalesce((SELECT max(CASE WHEN r.price_visible THEN r.effective_price_paise ELSE 0 END) FROM products r
      WHERE r.business_id = cell.business_id AND r.catalogue_id = cell.catalogue_id AND r.category_id IS NULL AND r.status = 'Published'
      AND (r.stock_status <> 'Out of Stock' AND (r.total_quantity IS NULL OR r.total_quantity > 0)) = cell.in_stock AND (r.shipping_available AND r.shipping_cost_paise = 0) = cell.free_shipping AND (r.price_visible AND coalesce(r.sale_price_paise > 0 AND r.sale_price_paise < r.base_price_paise, false)) = cell.on_sale AND r.featured = cell.featured AND r.flash_sale = cell.flash_sale AND floor(r.rating)::int = cell.rating_floor), 0);
  END IF;
  RETURN coalesce((SELECT max(CASE WHEN r.price_visible THEN r.effective_price_paise ELSE 0 END) FROM products r
    WHERE r.business_id = cell.business_id AND r.category_id = cell.category_id AND r.catalogue_id = cell.catalogue_id AND r.status = 'Published'
    AND (r.stock_status <> 'Out of Stock' AND (r.total_quantity IS NULL OR r.total_quantity > 0)) = cell.in_stock AND (r.shipping_available AND r.shipping_cost_paise = 0) = cell.free_shipping AND (r.price_visible AND coalesce(r.sale_price_paise > 0 AND r.sale_price_paise < r.base_price_paise, false)) = cell.on_sale AND r.featured = cell.featured AND r.flash_sale = cell.flash_sale AND floor(r.rating)::int = cell.rating_floor), 0);
END
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write (a catalogue import, a category deleted) costs
-- one grouped change per statement, not one per item. Items leave their old cell (when they were
-- published there) and join their new one (when they are published now). The totals rows are locked
-- (updated) before a removed top price is looked up again, so a concurrent write of the same cell waits
-- and then sees this one's outcome.
CREATE OR REPLACE FUNCTION products_listing_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_totals AS t (business_id, catalogue_id, category_id, in_stock, free_shipping, on_sale, featured, flash_sale, rating_floor, published_count, highest_listed_paise)
    SELECT a.business_id, a.catalogue_id, a.category_id, (a.stock_status <> 'Out of Stock' AND (a.total_quantity IS NULL OR a.total_quantity > 0)) AS in_stock, (a.shipping_available AND a.shipping_cost_paise = 0) AS free_shipping, (a.price_visible AND coalesce(a.sale_price_paise > 0 AND a.sale_price_paise < a.base_price_paise, false)) AS on_sale, a.featured AS featured, a.flash_sale AS flash_sale, floor(a.rating)::int AS rating_floor, count(*)::int, max(CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END) FROM added a WHERE a.status = 'Published' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (catalogue_id, category_id, in_stock, free_shipping, on_sale, featured, flash_sale, rating_floor) DO UPDATE
    SET published_count = t.published_count + EXCLUDED.published_count, highest_listed_paise = greatest(t.highest_listed_paise, EXCLUDED.highest_listed_paise);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_listing_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_totals t SET published_count = t.published_count - g.n
    FROM (SELECT b.business_id, b.catalogue_id, b.category_id, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)) AS in_stock, (b.shipping_available AND b.shipping_cost_paise = 0) AS free_shipping, (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)) AS on_sale, b.featured AS featured, b.flash_sale AS flash_sale, floor(b.rating)::int AS rating_floor, count(*)::int AS n FROM removed b WHERE b.status = 'Published' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id AND t.in_stock = g.in_stock AND t.free_shipping = g.free_shipping AND t.on_sale = g.on_sale AND t.featured = g.featured AND t.flash_sale = g.flash_sale AND t.rating_floor = g.rating_floor;
  UPDATE listing_totals t SET highest_listed_paise = listing_cell_highest(t)
    FROM (SELECT b.business_id, b.catalogue_id, b.category_id, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)) AS in_stock, (b.shipping_available AND b.shipping_cost_paise = 0) AS free_shipping, (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)) AS on_sale, b.featured AS featured, b.flash_sale AS flash_sale, floor(b.rating)::int AS rating_floor, max(CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END) AS top FROM removed b WHERE b.status = 'Published' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id AND t.in_stock = g.in_stock AND t.free_shipping = g.free_shipping AND t.on_sale = g.on_sale AND t.featured = g.featured AND t.flash_sale = g.flash_sale AND t.rating_floor = g.rating_floor AND g.top >= t.highest_listed_paise;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Names, descriptions, ratings within the same whole star, and stock that stays above 0 leave the totals
-- as they are: a statement that moves no item to another cell or price (most of an order's stock
-- changes) ends at the first check.
CREATE OR REPLACE FUNCTION products_listing_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM before_rows b JOIN after_rows a ON a.id = b.id WHERE (b.status, b.catalogue_id, b.category_id, CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)), (b.shipping_available AND b.shipping_cost_paise = 0), (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)), b.featured, b.flash_sale, floor(b.rating)::int) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END, (a.stock_status <> 'Out of Stock' AND (a.total_quantity IS NULL OR a.total_quantity > 0)), (a.shipping_available AND a.shipping_cost_paise = 0), (a.price_visible AND coalesce(a.sale_price_paise > 0 AND a.sale_price_paise < a.base_price_paise, false)), a.featured, a.flash_sale, floor(a.rating)::int)) THEN
    RETURN NULL;
  END IF;
  UPDATE listing_totals t SET published_count = t.published_count - g.n
    FROM (SELECT b.business_id, b.catalogue_id, b.category_id, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)) AS in_stock, (b.shipping_available AND b.shipping_cost_paise = 0) AS free_shipping, (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)) AS on_sale, b.featured AS featured, b.flash_sale AS flash_sale, floor(b.rating)::int AS rating_floor, count(*)::int AS n FROM before_rows b JOIN after_rows a ON a.id = b.id WHERE b.status = 'Published' AND (b.status, b.catalogue_id, b.category_id, CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)), (b.shipping_available AND b.shipping_cost_paise = 0), (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)), b.featured, b.flash_sale, floor(b.rating)::int) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END, (a.stock_status <> 'Out of Stock' AND (a.total_quantity IS NULL OR a.total_quantity > 0)), (a.shipping_available AND a.shipping_cost_paise = 0), (a.price_visible AND coalesce(a.sale_price_paise > 0 AND a.sale_price_paise < a.base_price_paise, false)), a.featured, a.flash_sale, floor(a.rating)::int) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id AND t.in_stock = g.in_stock AND t.free_shipping = g.free_shipping AND t.on_sale = g.on_sale AND t.featured = g.featured AND t.flash_sale = g.flash_sale AND t.rating_floor = g.rating_floor;
  INSERT INTO listing_totals AS t (business_id, catalogue_id, category_id, in_stock, free_shipping, on_sale, featured, flash_sale, rating_floor, published_count, highest_listed_paise)
    SELECT a.business_id, a.catalogue_id, a.category_id, (a.stock_status <> 'Out of Stock' AND (a.total_quantity IS NULL OR a.total_quantity > 0)) AS in_stock, (a.shipping_available AND a.shipping_cost_paise = 0) AS free_shipping, (a.price_visible AND coalesce(a.sale_price_paise > 0 AND a.sale_price_paise < a.base_price_paise, false)) AS on_sale, a.featured AS featured, a.flash_sale AS flash_sale, floor(a.rating)::int AS rating_floor, count(*)::int, max(CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END) FROM before_rows b JOIN after_rows a ON a.id = b.id WHERE a.status = 'Published' AND (b.status, b.catalogue_id, b.category_id, CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)), (b.shipping_available AND b.shipping_cost_paise = 0), (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)), b.featured, b.flash_sale, floor(b.rating)::int) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END, (a.stock_status <> 'Out of Stock' AND (a.total_quantity IS NULL OR a.total_quantity > 0)), (a.shipping_available AND a.shipping_cost_paise = 0), (a.price_visible AND coalesce(a.sale_price_paise > 0 AND a.sale_price_paise < a.base_price_paise, false)), a.featured, a.flash_sale, floor(a.rating)::int) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (catalogue_id, category_id, in_stock, free_shipping, on_sale, featured, flash_sale, rating_floor) DO UPDATE
    SET published_count = t.published_count + EXCLUDED.published_count, highest_listed_paise = greatest(t.highest_listed_paise, EXCLUDED.highest_listed_paise);
  UPDATE listing_totals t SET highest_listed_paise = listing_cell_highest(t)
    FROM (SELECT b.business_id, b.catalogue_id, b.category_id, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)) AS in_stock, (b.shipping_available AND b.shipping_cost_paise = 0) AS free_shipping, (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)) AS on_sale, b.featured AS featured, b.flash_sale AS flash_sale, floor(b.rating)::int AS rating_floor, max(CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END) AS top FROM before_rows b JOIN after_rows a ON a.id = b.id WHERE b.status = 'Published' AND (b.status, b.catalogue_id, b.category_id, CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END, (b.stock_status <> 'Out of Stock' AND (b.total_quantity IS NULL OR b.total_quantity > 0)), (b.shipping_available AND b.shipping_cost_paise = 0), (b.price_visible AND coalesce(b.sale_price_paise > 0 AND b.sale_price_paise < b.base_price_paise, false)), b.featured, b.flash_sale, floor(b.rating)::int) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END, (a.stock_status <> 'Out of Stock' AND (a.total_quantity IS NULL OR a.total_quantity > 0)), (a.shipping_available AND a.shipping_cost_paise = 0), (a.price_visible AND coalesce(a.sale_price_paise > 0 AND a.sale_price_paise < a.base_price_paise, false)), a.featured, a.flash_sale, floor(a.rating)::int) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id AND t.in_stock = g.in_stock AND t.free_shipping = g.free_shipping AND t.on_sale = g.on_sale AND t.featured = g.featured AND t.flash_sale = g.flash_sale AND t.rating_floor = g.rating_floor AND g.top >= t.highest_listed_paise;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listing_totals_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_listing_totals_inserted();--> statement-breakpoint
CREATE TRIGGER "products_listing_totals_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION products_listing_totals_deleted();--> statement-breakpoint
CREATE TRIGGER "products_listing_totals_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION products_listing_totals_updated();--> statement-breakpoint
INSERT INTO "listing_totals" (business_id, catalogue_id, category_id, in_stock, free_shipping, on_sale, featured, flash_sale, rating_floor, published_count, highest_listed_paise)
SELECT a.business_id, a.catalogue_id, a.category_id, (a.stock_status <> 'Out of Stock' AND (a.total_quantity IS NULL OR a.total_quantity > 0)) AS in_stock, (a.shipping_available AND a.shipping_cost_paise = 0) AS free_shipping, (a.price_visible AND coalesce(a.sale_price_paise > 0 AND a.sale_price_paise < a.base_price_paise, false)) AS on_sale, a.featured AS featured, a.flash_sale AS flash_sale, floor(a.rating)::int AS rating_floor, count(*)::int, max(CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END)
FROM "products" a WHERE a.status = 'Published' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
