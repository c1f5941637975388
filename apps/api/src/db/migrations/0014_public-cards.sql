ALTER TABLE "projects" ADD COLUMN "card" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A project as the public lists show it (decision 0165). An inactive investor, type or state is
-- left out of the card, not the project; the province's unit is the one it belongs to now.
CREATE OR REPLACE FUNCTION app_project_card(p projects) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id, 'title', p.title, 'title_en', p.title_en, 'permalink', p.permalink, 'cover_url', p.cover_url,
    'summary', p.summary, 'address', p.address, 'latitude', p.latitude, 'longitude', p.longitude,
    'price', p.price::float8, 'hot', p.hot,
    'investor', (SELECT json_build_object('id', i.id, 'name', i.name, 'permalink', i.permalink, 'logo_url', i.logo_url)
      FROM investors i WHERE i.id = p.investor_id AND i.active),
    'province', (SELECT json_build_object('id', pr.id, 'name', pr.name, 'name_en', pr.name_en) FROM provinces pr WHERE pr.id = p.province_id),
    'unit', (SELECT json_build_object('id', u.id, 'name', u.name, 'name_en', u.name_en)
      FROM provinces pr JOIN provinces u ON u.id = pr.successor_id AND u.active WHERE pr.id = p.province_id),
    'district', (SELECT json_build_object('id', d.id, 'name', d.name) FROM districts d WHERE d.id = p.district_id),
    'project_type', (SELECT json_build_object('id', t.id, 'name', t.name, 'name_en', t.name_en)
      FROM project_types t WHERE t.id = p.project_type_id AND t.active),
    'project_state', (SELECT json_build_object('id', s.id, 'name', s.name, 'name_en', s.name_en)
      FROM project_states s WHERE s.id = p.project_state_id AND s.active)
  )::text
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_fill_project_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := app_project_card(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_card BEFORE INSERT OR UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION app_fill_project_card();
--> statement-breakpoint
-- A referenced row changed: the projects naming it (through the column given) are written again,
-- which makes their cards anew. A province also reaches the projects of the provinces it succeeds.
CREATE OR REPLACE FUNCTION app_touch_project_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'provinces' THEN
    UPDATE projects SET card = '' WHERE province_id = NEW.id
      OR province_id IN (SELECT f.id FROM provinces f WHERE f.successor_id = NEW.id);
  ELSE
    EXECUTE format('UPDATE projects SET card = '''' WHERE %I = $1', TG_ARGV[0]) USING NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER investors_project_cards AFTER UPDATE ON investors FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_project_cards('investor_id');
--> statement-breakpoint
CREATE TRIGGER provinces_project_cards AFTER UPDATE ON provinces FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_project_cards('province_id');
--> statement-breakpoint
CREATE TRIGGER districts_project_cards AFTER UPDATE ON districts FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_project_cards('district_id');
--> statement-breakpoint
CREATE TRIGGER project_types_project_cards AFTER UPDATE ON project_types FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_project_cards('project_type_id');
--> statement-breakpoint
CREATE TRIGGER project_states_project_cards AFTER UPDATE ON project_states FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION app_touch_project_cards('project_state_id');
--> statement-breakpoint
UPDATE projects SET card = '';
