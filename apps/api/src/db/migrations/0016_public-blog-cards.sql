ALTER TABLE "blogs" ADD COLUMN "card" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A post as the public news lists show it (decision 0165); its moment as the API writes every
-- moment (ISO 8601 in UTC, milliseconds included), its category only while the category is shown.
CREATE OR REPLACE FUNCTION app_blog_card(b blogs) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', b.id, 'title', b.title, 'permalink', b.permalink, 'language', b.language, 'summary', b.summary,
    'cover_url', b.cover_url, 'tags', to_json(b.tags), 'hot', b.hot,
    'published_at', to_char(b.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'view_count', b.view_count,
    'category', (SELECT json_build_object('id', c.id, 'name', c.name, 'name_en', c.name_en)
      FROM blog_categories c WHERE c.id = b.category_id AND c.active)
  )::text
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_fill_blog_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := app_blog_card(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blogs_card BEFORE INSERT OR UPDATE ON blogs FOR EACH ROW EXECUTE FUNCTION app_fill_blog_card();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_touch_blog_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE blogs SET card = '' WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_categories_blog_cards AFTER UPDATE ON blog_categories FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_blog_cards();
--> statement-breakpoint
UPDATE blogs SET card = '';
