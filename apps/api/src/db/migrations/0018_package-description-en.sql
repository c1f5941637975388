ALTER TABLE "packages" ADD COLUMN "description_en" text;--> statement-breakpoint
-- A package's description in English, beside its English name, in the report page's reply kept
-- ready beside the card (decision 0165).
CREATE OR REPLACE FUNCTION app_report_page(r reports, card text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT left(card, -1)
    || ',"description":' || coalesce(to_json(r.description)::text, 'null')
    || ',"description_en":' || coalesce(to_json(r.description_en)::text, 'null')
    || ',"packages":' || coalesce((
        SELECT json_agg(json_build_object(
          'id', pk.id, 'name', pk.name, 'name_en', pk.name_en, 'description', pk.description,
          'description_en', pk.description_en, 'level', pk.level,
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
UPDATE reports SET card = '';
