-- The admin searches over 100,000 rows: contents get their own accent-free search text, a keyword
-- matches the permalink through the same trigram index as the text, and a news tag is matched
-- without case through an index instead of opening every post's tags.
ALTER TABLE "report_contents" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "report_contents_created_idx" ON "report_contents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reports_title_idx" ON "reports" USING btree ("title","id");--> statement-breakpoint
CREATE TRIGGER report_contents_search_text BEFORE INSERT OR UPDATE ON report_contents FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('title', 'title_en', 'file_name');--> statement-breakpoint
UPDATE report_contents SET search_text = '';--> statement-breakpoint
CREATE INDEX report_contents_search_trgm_idx ON report_contents USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX reports_admin_search_trgm_idx ON reports USING gin ((search_text || ' ' || permalink) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX projects_admin_search_trgm_idx ON projects USING gin ((search_text || ' ' || permalink) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX investors_admin_search_trgm_idx ON investors USING gin ((search_text || ' ' || permalink) gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION app_lower_tags(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array(SELECT lower(tag) FROM unnest(tags) tag) $$;--> statement-breakpoint
CREATE INDEX blogs_tags_lower_idx ON blogs USING gin (app_lower_tags(tags));
