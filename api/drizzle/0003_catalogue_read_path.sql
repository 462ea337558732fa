CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("business_id",(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)) WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_catalogue_listed_price_idx" ON "products" USING btree ("business_id","catalogue_id",(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)) WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "products_category_listed_price_idx" ON "products" USING btree ("business_id","category_id",(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)) WHERE status = 'Published';--> statement-breakpoint
-- Every write to what the public catalogue answers show announces the business on the channel
-- `catalogue_changed` at commit (NOTIFY is transactional; one payload per business per transaction,
-- PostgreSQL folds duplicates). Each API process LISTENs and drops that business's cached answers.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  business text;
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    business := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSIF TG_OP = 'DELETE' THEN
    business := OLD.business_id;
  ELSE
    business := NEW.business_id;
    -- A row moved to another business changes both.
    IF TG_OP = 'UPDATE' AND OLD.business_id IS DISTINCT FROM NEW.business_id THEN
      PERFORM pg_notify('catalogue_changed', OLD.business_id);
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changed', business);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "businesses_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "businesses" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "catalogues_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "catalogues" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_variants" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "service_packages_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "service_packages" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "dispatch_points_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "dispatch_points" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "product_dispatch_points_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_dispatch_points" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
