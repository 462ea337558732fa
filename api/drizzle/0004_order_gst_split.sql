ALTER TABLE "orders" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "igst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill by the place-of-supply rule (shared/src/rules/gst-split.ts): an order shipped from a dispatch
-- point in one state to an address in another paid IGST; every other order (same state, a state unknown
-- on either side, services and pickups) is intra-state, CGST + SGST, the odd paisa to CGST.
UPDATE "orders" AS o SET "igst_paise" = o."total_gst_paise"
FROM "dispatch_points" AS d
WHERE d."id" = o."dispatch_point_id"
  AND o."ship_to_address" IS NOT NULL
  AND regexp_replace(lower(trim(d."state")), '\s+', ' ', 'g') <> ''
  AND regexp_replace(lower(trim(coalesce(o."ship_to_address"->>'state', ''))), '\s+', ' ', 'g') <> ''
  AND regexp_replace(lower(trim(d."state")), '\s+', ' ', 'g') <> regexp_replace(lower(trim(o."ship_to_address"->>'state')), '\s+', ' ', 'g');--> statement-breakpoint
UPDATE "orders" SET "cgst_paise" = ("total_gst_paise" + 1) / 2, "sgst_paise" = "total_gst_paise" - ("total_gst_paise" + 1) / 2
WHERE "igst_paise" = 0;
