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
-- An item leaves its old place (when it was published there) and joins its new one (when it is published
-- now). The totals row is locked (updated) before its highest price is found again, so a concurrent write
-- of the same place waits and then sees this one's outcome.
CREATE OR REPLACE FUNCTION products_keep_listing_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_price integer;
  new_price integer;
  highest integer;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'Published' THEN
    old_price := CASE WHEN OLD.price_visible THEN OLD.effective_price_paise ELSE 0 END;
    UPDATE listing_totals SET published_count = published_count - 1
      WHERE catalogue_id = OLD.catalogue_id AND category_id IS NOT DISTINCT FROM OLD.category_id
      RETURNING highest_listed_paise INTO highest;
    IF highest IS NOT NULL AND old_price >= highest THEN
      UPDATE listing_totals SET highest_listed_paise = listing_highest_paise(OLD.business_id, OLD.catalogue_id, OLD.category_id)
        WHERE catalogue_id = OLD.catalogue_id AND category_id IS NOT DISTINCT FROM OLD.category_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'Published' THEN
    new_price := CASE WHEN NEW.price_visible THEN NEW.effective_price_paise ELSE 0 END;
    INSERT INTO listing_totals AS t (business_id, catalogue_id, category_id, published_count, highest_listed_paise)
      VALUES (NEW.business_id, NEW.catalogue_id, NEW.category_id, 1, new_price)
      ON CONFLICT (catalogue_id, category_id) DO UPDATE
      SET published_count = t.published_count + 1, highest_listed_paise = greatest(t.highest_listed_paise, EXCLUDED.highest_listed_paise);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listing_totals_insert_delete" AFTER INSERT OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION products_keep_listing_totals();--> statement-breakpoint
-- Stock, names, ratings and the like leave the totals as they are: only a change of place, status or listed price counts.
CREATE TRIGGER "products_listing_totals_update" AFTER UPDATE ON "products" FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.catalogue_id IS DISTINCT FROM NEW.catalogue_id OR OLD.category_id IS DISTINCT FROM NEW.category_id
  OR OLD.effective_price_paise IS DISTINCT FROM NEW.effective_price_paise OR OLD.price_visible IS DISTINCT FROM NEW.price_visible
) EXECUTE FUNCTION products_keep_listing_totals();--> statement-breakpoint
INSERT INTO "listing_totals" ("business_id", "catalogue_id", "category_id", "published_count", "highest_listed_paise")
SELECT "business_id", "catalogue_id", "category_id", count(*)::int, max(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)
FROM "products" WHERE "status" = 'Published' GROUP BY "business_id", "catalogue_id", "category_id";
