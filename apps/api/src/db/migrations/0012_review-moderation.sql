ALTER TABLE "reviews" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_reviews" ADD COLUMN "from_shop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE TRIGGER reviews_search_text BEFORE INSERT OR UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('content');--> statement-breakpoint
UPDATE reviews SET search_text = '';--> statement-breakpoint
CREATE INDEX reviews_search_trgm_idx ON reviews USING gin (search_text gin_trgm_ops);
