ALTER TABLE "reports" ADD COLUMN "card" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A report as the public lists show it (decision 0165). Its price is the lowest among the packages
-- on sale for it (offer and package active): the report's own price, else the package's sale
-- price, else its list price, the rule the cart and orders price with.
CREATE OR REPLACE FUNCTION app_report_card(r reports) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', r.id, 'title', r.title, 'title_en', r.title_en, 'permalink', r.permalink, 'cover_url', r.cover_url,
    'summary', r.summary, 'summary_en', r.summary_en, 'published_on', r.published_on, 'hot', r.hot, 'is_free', r.is_free,
    'area', (SELECT json_build_object('id', a.id, 'name', a.name, 'name_en', a.name_en) FROM areas a WHERE a.id = r.area_id),
    'province', (SELECT json_build_object('id', pr.id, 'name', pr.name, 'name_en', pr.name_en) FROM provinces pr WHERE pr.id = r.province_id),
    'unit', (SELECT json_build_object('id', u.id, 'name', u.name, 'name_en', u.name_en)
      FROM provinces pr JOIN provinces u ON u.id = pr.successor_id AND u.active WHERE pr.id = r.province_id),
    'project', (SELECT json_build_object('id', p.id, 'title', p.title, 'permalink', p.permalink)
      FROM projects p WHERE p.id = r.project_id AND p.active),
    'price_from', (SELECT min(coalesce(rp.price, pk.sale_price, pk.price))::float8
      FROM report_packages rp JOIN packages pk ON pk.id = rp.package_id WHERE rp.report_id = r.id AND rp.active AND pk.active)
  )::text
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_fill_report_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := app_report_card(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reports_card BEFORE INSERT OR UPDATE ON reports FOR EACH ROW EXECUTE FUNCTION app_fill_report_card();
--> statement-breakpoint
-- A referenced row changed: the reports naming it are written again, which makes their cards anew.
CREATE OR REPLACE FUNCTION app_touch_report_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'provinces' THEN
      UPDATE reports SET card = '' WHERE province_id = NEW.id
        OR province_id IN (SELECT f.id FROM provinces f WHERE f.successor_id = NEW.id);
    WHEN 'areas' THEN UPDATE reports SET card = '' WHERE area_id = NEW.id;
    WHEN 'projects' THEN UPDATE reports SET card = '' WHERE project_id = NEW.id;
    WHEN 'packages' THEN
      UPDATE reports SET card = '' WHERE id IN (SELECT rp.report_id FROM report_packages rp WHERE rp.package_id = NEW.id);
    WHEN 'report_packages' THEN
      UPDATE reports SET card = '' WHERE id IN (NEW.report_id, OLD.report_id);
  END CASE;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER provinces_report_cards AFTER UPDATE ON provinces FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_report_cards();
--> statement-breakpoint
CREATE TRIGGER areas_report_cards AFTER UPDATE ON areas FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_report_cards();
--> statement-breakpoint
CREATE TRIGGER projects_report_cards AFTER UPDATE ON projects FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.permalink IS DISTINCT FROM NEW.permalink OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION app_touch_report_cards();
--> statement-breakpoint
CREATE TRIGGER packages_report_cards AFTER UPDATE ON packages FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_report_cards();
--> statement-breakpoint
CREATE TRIGGER report_packages_report_cards_insert AFTER INSERT ON report_packages FOR EACH ROW EXECUTE FUNCTION app_touch_report_cards();
--> statement-breakpoint
CREATE TRIGGER report_packages_report_cards_change AFTER UPDATE OR DELETE ON report_packages FOR EACH ROW EXECUTE FUNCTION app_touch_report_cards();
--> statement-breakpoint
UPDATE reports SET card = '';
