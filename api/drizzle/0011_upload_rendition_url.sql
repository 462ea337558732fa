ALTER TABLE "uploads" ADD COLUMN "rendition_url" text;
