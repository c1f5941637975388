ALTER TABLE "reports" ADD COLUMN "page" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The report page's reply kept ready beside the card (decision 0165): the card, the descriptions, the
-- packages on sale for the report (offer and package active) at the price rule of the card, and the
-- active contents of those packages, PDF first, then video, YouTube and archives.
CREATE OR REPLACE FUNCTION app_report_page(r reports, card text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT left(card, -1)
    || ',"description":' || coalesce(to_json(r.description)::text, 'null')
    || ',"description_en":' || coalesce(to_json(r.description_en)::text, 'null')
    || ',"packages":' || coalesce((
        SELECT json_agg(json_build_object(
          'id', pk.id, 'name', pk.name, 'name_en', pk.name_en, 'description', pk.description, 'level', pk.level,
          'is_free', pk.is_free, 'price', coalesce(rp.price, pk.sale_price, pk.price),
          'original_price', coalesce(rp.original_price, pk.original_price, pk.price)) ORDER BY pk.level, pk.id)
        FROM report_packages rp JOIN packages pk ON pk.id = rp.package_id
        WHERE rp.report_id = r.id AND rp.active AND pk.active)::text, '[]')
    || ',"contents":' || coalesce((
        SELECT json_agg(json_build_object(
          'id', c.id, 'title', c.title, 'title_en', c.title_en, 'format', c.format, 'package_id', pk.id, 'package_name', pk.name,
          'is_free', pk.is_free, 'preview_text', c.preview_text, 'page_count', c.page_count, 'file_size', c.file_size)
          ORDER BY array_position(array['pdf', 'video', 'youtube', 'archive']::text[], c.format::text), pk.level, c.sort_order, c.id)
        FROM report_contents c
        JOIN report_packages rp ON rp.report_id = c.report_id AND rp.package_id = c.package_id
        JOIN packages pk ON pk.id = c.package_id
        WHERE c.report_id = r.id AND c.active AND rp.active AND pk.active)::text, '[]')
    || '}'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_fill_report_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := app_report_card(NEW);
  NEW.page := app_report_page(NEW, NEW.card);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Contents are written many at a time (a report's list reordered, a seed): one write of each report
-- they belong to per statement, not per row.
CREATE OR REPLACE FUNCTION app_touch_report_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reports SET card = '' WHERE id IN (SELECT report_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE reports SET card = '' WHERE id IN (SELECT report_id FROM old_rows);
  ELSE
    UPDATE reports SET card = '' WHERE id IN (SELECT report_id FROM new_rows UNION SELECT report_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_contents_pages_insert AFTER INSERT ON report_contents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_report_pages();
--> statement-breakpoint
CREATE TRIGGER report_contents_pages_update AFTER UPDATE ON report_contents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_report_pages();
--> statement-breakpoint
CREATE TRIGGER report_contents_pages_delete AFTER DELETE ON report_contents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_report_pages();
--> statement-breakpoint
UPDATE reports SET card = '';
