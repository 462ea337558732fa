-- A listing's unfiltered count and its price slider's bound, kept on write: per catalogue and category
-- (NULL: items without one), the number of published items and their highest listed price (the effective
-- price, 0 when the business hides it). A request sums a few of these rows instead of counting the
-- business's items; a category list reads its counts here too.
CREATE TABLE "listing_totals" (
	"business_id" char(24) NOT NULL,
	"catalogue_id" char(24) NOT NULL,
	"category_id" char(24),
	"published_count" integer DEFAULT 0 NOT NULL,
	"highest_listed_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_totals_catalogue_category_uq" UNIQUE NULLS NOT DISTINCT("catalogue_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "listing_totals" ADD CONSTRAINT "listing_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_totals" ADD CONSTRAINT "listing_totals_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_totals_business_idx" ON "listing_totals" USING btree ("business_id","catalogue_id");--> statement-breakpoint
CREATE INDEX "listing_totals_category_idx" ON "listing_totals" USING btree ("category_id");--> statement-breakpoint
-- The highest listed price of one catalogue and category as it is now: the first entry of a listed-price
-- index (the category's, or the catalogue's for items without a category), never a scan.
CREATE OR REPLACE FUNCTION listing_highest_paise(business char(24), catalogue char(24), category char(24)) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF category IS NULL THEN
    RETURN coalesce((SELECT max(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END) FROM products
      WHERE business_id = business AND catalogue_id = catalogue AND category_id IS NULL AND status = 'Published'), 0);
  END IF;
  RETURN coalesce((SELECT max(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END) FROM products
    WHERE business_id = business AND category_id = category AND catalogue_id = catalogue AND status = 'Published'), 0);
END
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write (a catalogue import, a category deleted) costs
-- one grouped change per statement, not one per item. Items leave their old place (when they were
-- published there) and join their new one (when they are published now). The totals rows are locked
-- (updated) before a removed top price is looked up again, so a concurrent write of the same place waits
-- and then sees this one's outcome.
CREATE OR REPLACE FUNCTION products_listing_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_totals AS t (business_id, catalogue_id, category_id, published_count, highest_listed_paise)
    SELECT business_id, catalogue_id, category_id, count(*)::int, max(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)
    FROM added WHERE status = 'Published' GROUP BY business_id, catalogue_id, category_id
    ON CONFLICT (catalogue_id, category_id) DO UPDATE
    SET published_count = t.published_count + EXCLUDED.published_count, highest_listed_paise = greatest(t.highest_listed_paise, EXCLUDED.highest_listed_paise);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_listing_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_totals t SET published_count = t.published_count - g.n
    FROM (SELECT catalogue_id, category_id, count(*)::int AS n FROM removed b WHERE status = 'Published' GROUP BY catalogue_id, category_id) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id;
  UPDATE listing_totals t SET highest_listed_paise = listing_highest_paise(t.business_id, t.catalogue_id, t.category_id)
    FROM (SELECT catalogue_id, category_id, max(CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END) AS top FROM removed b WHERE status = 'Published' GROUP BY catalogue_id, category_id) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id AND g.top >= t.highest_listed_paise;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Stock, names, ratings and the like leave the totals as they are: only a change of place, status or
-- listed price counts, and a statement that changes none of these (an order's stock) ends at the check.
CREATE OR REPLACE FUNCTION products_listing_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM before_rows b JOIN after_rows a ON a.id = b.id WHERE (b.status, b.catalogue_id, b.category_id, b.effective_price_paise, b.price_visible) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, a.effective_price_paise, a.price_visible)) THEN
    RETURN NULL;
  END IF;
  UPDATE listing_totals t SET published_count = t.published_count - g.n
    FROM (SELECT b.catalogue_id, b.category_id, count(*)::int AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
      WHERE b.status = 'Published' AND (b.status, b.catalogue_id, b.category_id, b.effective_price_paise, b.price_visible) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, a.effective_price_paise, a.price_visible) GROUP BY b.catalogue_id, b.category_id) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id;
  INSERT INTO listing_totals AS t (business_id, catalogue_id, category_id, published_count, highest_listed_paise)
    SELECT a.business_id, a.catalogue_id, a.category_id, count(*)::int, max(CASE WHEN a.price_visible THEN a.effective_price_paise ELSE 0 END)
    FROM before_rows b JOIN after_rows a ON a.id = b.id WHERE a.status = 'Published' AND (b.status, b.catalogue_id, b.category_id, b.effective_price_paise, b.price_visible) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, a.effective_price_paise, a.price_visible)
    GROUP BY a.business_id, a.catalogue_id, a.category_id
    ON CONFLICT (catalogue_id, category_id) DO UPDATE
    SET published_count = t.published_count + EXCLUDED.published_count, highest_listed_paise = greatest(t.highest_listed_paise, EXCLUDED.highest_listed_paise);
  UPDATE listing_totals t SET highest_listed_paise = listing_highest_paise(t.business_id, t.catalogue_id, t.category_id)
    FROM (SELECT b.catalogue_id, b.category_id, max(CASE WHEN b.price_visible THEN b.effective_price_paise ELSE 0 END) AS top FROM before_rows b JOIN after_rows a ON a.id = b.id
      WHERE b.status = 'Published' AND (b.status, b.catalogue_id, b.category_id, b.effective_price_paise, b.price_visible) IS DISTINCT FROM (a.status, a.catalogue_id, a.category_id, a.effective_price_paise, a.price_visible) GROUP BY b.catalogue_id, b.category_id) g
    WHERE t.catalogue_id = g.catalogue_id AND t.category_id IS NOT DISTINCT FROM g.category_id AND g.top >= t.highest_listed_paise;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listing_totals_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_listing_totals_inserted();--> statement-breakpoint
CREATE TRIGGER "products_listing_totals_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION products_listing_totals_deleted();--> statement-breakpoint
CREATE TRIGGER "products_listing_totals_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION products_listing_totals_updated();--> statement-breakpoint
INSERT INTO "listing_totals" ("business_id", "catalogue_id", "category_id", "published_count", "highest_listed_paise")
SELECT "business_id", "catalogue_id", "category_id", count(*)::int, max(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)
FROM "products" WHERE "status" = 'Published' GROUP BY "business_id", "catalogue_id", "category_id";
