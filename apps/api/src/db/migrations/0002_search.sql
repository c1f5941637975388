-- Search text without Vietnamese diacritics, kept by the database so every writer gets it.
CREATE OR REPLACE FUNCTION app_fill_search_text() RETURNS trigger AS $$
DECLARE
  col text;
  acc text := '';
  row_json jsonb := to_jsonb(NEW);
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    acc := acc || ' ' || coalesce(row_json ->> col, '');
  END LOOP;
  NEW.search_text := lower(public.unaccent(trim(acc)));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER provinces_search_text BEFORE INSERT OR UPDATE ON provinces FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('name', 'name_with_type', 'name_en', 'code');
--> statement-breakpoint
CREATE INDEX provinces_search_trgm_idx ON provinces USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER districts_search_text BEFORE INSERT OR UPDATE ON districts FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('name', 'name_with_type', 'code');
--> statement-breakpoint
CREATE INDEX districts_search_trgm_idx ON districts USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('username', 'email', 'first_name', 'last_name', 'phone');
--> statement-breakpoint
CREATE INDEX users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER ambassadors_search_text BEFORE INSERT OR UPDATE ON ambassadors FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('name', 'email', 'phone', 'position');
--> statement-breakpoint
CREATE INDEX ambassadors_search_trgm_idx ON ambassadors USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER investors_search_text BEFORE INSERT OR UPDATE ON investors FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('name', 'company_name', 'stock_code', 'address');
--> statement-breakpoint
CREATE INDEX investors_search_trgm_idx ON investors USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER projects_search_text BEFORE INSERT OR UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('title', 'title_en', 'address');
--> statement-breakpoint
CREATE INDEX projects_search_trgm_idx ON projects USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER reports_search_text BEFORE INSERT OR UPDATE ON reports FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('title', 'title_en');
--> statement-breakpoint
CREATE INDEX reports_search_trgm_idx ON reports USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER blogs_search_text BEFORE INSERT OR UPDATE ON blogs FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('title', 'summary');
--> statement-breakpoint
CREATE INDEX blogs_search_trgm_idx ON blogs USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER contact_requests_search_text BEFORE INSERT OR UPDATE ON contact_requests FOR EACH ROW EXECUTE FUNCTION app_fill_search_text('first_name', 'last_name', 'email', 'phone');
--> statement-breakpoint
CREATE INDEX contact_requests_search_trgm_idx ON contact_requests USING gin (search_text gin_trgm_ops);
