-- The public cards and the report page's reply written without spaces between keys and values
-- (decision 0182): `json_build_object` and `json_agg` write `"key" : value, ` and a line break
-- between the items of a list, a tenth of a project card's bytes, which every public list sends.
-- The same keys, values and order, written by `to_json` of a row.
CREATE OR REPLACE FUNCTION app_project_card(p projects) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_json(card)::text FROM (SELECT
    p.id, p.title, p.title_en, p.permalink, p.cover_url, p.summary, p.address, p.latitude, p.longitude,
    p.price::float8 AS price, p.hot,
    (SELECT to_json(ref) FROM (SELECT i.id, i.name, i.permalink, i.logo_url
      FROM investors i WHERE i.id = p.investor_id AND i.active) ref) AS investor,
    (SELECT to_json(ref) FROM (SELECT pr.id, pr.name, pr.name_en FROM provinces pr WHERE pr.id = p.province_id) ref) AS province,
    (SELECT to_json(ref) FROM (SELECT u.id, u.name, u.name_en
      FROM provinces pr JOIN provinces u ON u.id = pr.successor_id AND u.active WHERE pr.id = p.province_id) ref) AS unit,
    (SELECT to_json(ref) FROM (SELECT d.id, d.name FROM districts d WHERE d.id = p.district_id) ref) AS district,
    (SELECT to_json(ref) FROM (SELECT t.id, t.name, t.name_en
      FROM project_types t WHERE t.id = p.project_type_id AND t.active) ref) AS project_type,
    (SELECT to_json(ref) FROM (SELECT s.id, s.name, s.name_en
      FROM project_states s WHERE s.id = p.project_state_id AND s.active) ref) AS project_state
  ) card
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_report_card(r reports) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_json(card)::text FROM (SELECT
    r.id, r.title, r.title_en, r.permalink, r.cover_url,
    r.summary, r.summary_en, r.published_on, r.hot, r.is_free,
    (SELECT to_json(ref) FROM (SELECT a.id, a.name, a.name_en FROM areas a WHERE a.id = r.area_id) ref) AS area,
    (SELECT to_json(ref) FROM (SELECT pr.id, pr.name, pr.name_en FROM provinces pr WHERE pr.id = r.province_id) ref) AS province,
    (SELECT to_json(ref) FROM (SELECT u.id, u.name, u.name_en
      FROM provinces pr JOIN provinces u ON u.id = pr.successor_id AND u.active WHERE pr.id = r.province_id) ref) AS unit,
    (SELECT to_json(ref) FROM (SELECT p.id, p.title, p.permalink
      FROM projects p WHERE p.id = r.project_id AND p.active) ref) AS project,
    (SELECT min(coalesce(rp.price, pk.sale_price, pk.price))::float8
      FROM report_packages rp JOIN packages pk ON pk.id = rp.package_id WHERE rp.report_id = r.id AND rp.active AND pk.active) AS price_from
  ) card
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_blog_card(b blogs) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_json(card)::text FROM (SELECT
    b.id, b.title, b.permalink, b.language, b.summary, b.cover_url, b.tags, b.hot,
    to_char(b.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS published_at,
    b.view_count,
    (SELECT to_json(ref) FROM (SELECT c.id, c.name, c.name_en
      FROM blog_categories c WHERE c.id = b.category_id AND c.active) ref) AS category
  ) card
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_report_page(r reports, card text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT left(card, -1)
    || ',"description":' || coalesce(to_json(r.description)::text, 'null')
    || ',"description_en":' || coalesce(to_json(r.description_en)::text, 'null')
    || ',"packages":' || coalesce((
        SELECT to_json(array_agg(package ORDER BY package.level, package.id)) FROM (SELECT
          pk.id, pk.name, pk.name_en, pk.description, pk.description_en, pk.level, pk.is_free,
          coalesce(rp.price, pk.sale_price, pk.price) AS price,
          coalesce(rp.original_price, pk.original_price, pk.price) AS original_price
        FROM report_packages rp JOIN packages pk ON pk.id = rp.package_id
        WHERE rp.report_id = r.id AND rp.active AND pk.active) package)::text, '[]')
    || ',"contents":' || coalesce((
        SELECT to_json(array_agg(content.item ORDER BY content.format_order, content.level, content.sort_order, content.id)) FROM (SELECT
          (SELECT to_json(item) FROM (SELECT c.id, c.title, c.title_en, c.format, pk.id AS package_id, pk.name AS package_name,
            pk.is_free, c.preview_text, c.page_count, c.file_size) item) AS item,
          array_position(array['pdf', 'video', 'youtube', 'archive']::text[], c.format::text) AS format_order,
          pk.level, c.sort_order, c.id
        FROM report_contents c
        JOIN report_packages rp ON rp.report_id = c.report_id AND rp.package_id = c.package_id
        JOIN packages pk ON pk.id = c.package_id
        WHERE c.report_id = r.id AND c.active AND rp.active AND pk.active) content)::text, '[]')
    || '}'
$$;
--> statement-breakpoint
UPDATE projects SET card = '';
--> statement-breakpoint
UPDATE reports SET card = '';
--> statement-breakpoint
UPDATE blogs SET card = '';
