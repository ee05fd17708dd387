-- The database speaks the product's words: screens and segments, not billboards and categories
-- (decision 39). Tables, columns, indexes, constraints, sequences and triggers are renamed in place,
-- so every row stays; the functions whose bodies name them are replaced with the new names. The
-- HTTP answers keep the spec's wire names (ledId, billboardName, categoryId).
ALTER TABLE "billboards" RENAME TO "screens";--> statement-breakpoint
ALTER TABLE "categories" RENAME TO "segments";--> statement-breakpoint
ALTER TABLE "billboard_images" RENAME TO "screen_images";--> statement-breakpoint
ALTER TABLE "screens" RENAME COLUMN "billboard_name" TO "name";--> statement-breakpoint
ALTER TABLE "screens" RENAME COLUMN "billboard_name_ar" TO "name_ar";--> statement-breakpoint
ALTER TABLE "screens" RENAME COLUMN "billboard_name_ar_folded" TO "name_ar_folded";--> statement-breakpoint
ALTER TABLE "screens" RENAME COLUMN "category_id" TO "segment_id";--> statement-breakpoint
ALTER TABLE "audience_profiles" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "screen_images" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "booking_cells" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "delivery_remedies" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "make_good_cells" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "order_cells" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "player_items" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "players" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER TABLE "plays" RENAME COLUMN "billboard_id" TO "screen_id";--> statement-breakpoint
ALTER SEQUENCE "billboards_id_seq" RENAME TO "screens_id_seq";--> statement-breakpoint
ALTER SEQUENCE "categories_id_seq" RENAME TO "segments_id_seq";--> statement-breakpoint
ALTER INDEX "billboards_pkey" RENAME TO "screens_pkey";--> statement-breakpoint
ALTER INDEX "categories_pkey" RENAME TO "segments_pkey";--> statement-breakpoint
ALTER INDEX "billboard_images_pkey" RENAME TO "screen_images_pkey";--> statement-breakpoint
ALTER INDEX "categories_value_key" RENAME TO "segments_value_key";--> statement-breakpoint
ALTER INDEX "billboards_category_idx" RENAME TO "screens_segment_idx";--> statement-breakpoint
ALTER INDEX "billboards_location_trgm_idx" RENAME TO "screens_location_trgm_idx";--> statement-breakpoint
ALTER INDEX "billboards_name_trgm_idx" RENAME TO "screens_name_trgm_idx";--> statement-breakpoint
ALTER INDEX "billboards_location_ar_folded_trgm_idx" RENAME TO "screens_location_ar_folded_trgm_idx";--> statement-breakpoint
ALTER INDEX "billboards_name_ar_folded_trgm_idx" RENAME TO "screens_name_ar_folded_trgm_idx";--> statement-breakpoint
ALTER INDEX "orders_billboard_idx" RENAME TO "orders_screen_idx";--> statement-breakpoint
ALTER INDEX "players_billboard_idx" RENAME TO "players_screen_idx";--> statement-breakpoint
ALTER INDEX "plays_billboard_started_idx" RENAME TO "plays_screen_started_idx";--> statement-breakpoint
ALTER TABLE "booking_cells" RENAME CONSTRAINT "booking_cells_billboard_id_date_daypart_pk" TO "booking_cells_screen_id_date_daypart_pk";--> statement-breakpoint
ALTER TABLE "screens" RENAME CONSTRAINT "billboards_category_id_categories_id_fk" TO "screens_segment_id_segments_id_fk";--> statement-breakpoint
ALTER TABLE "screen_images" RENAME CONSTRAINT "billboard_images_billboard_id_billboards_id_fk" TO "screen_images_screen_id_screens_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_billboard_id_billboards_id_fk" TO "orders_screen_id_screens_id_fk";--> statement-breakpoint
ALTER TABLE "booking_cells" RENAME CONSTRAINT "booking_cells_billboard_id_billboards_id_fk" TO "booking_cells_screen_id_screens_id_fk";--> statement-breakpoint
ALTER TABLE "audience_profiles" RENAME CONSTRAINT "audience_profiles_billboard_id_billboards_id_fk" TO "audience_profiles_screen_id_screens_id_fk";--> statement-breakpoint
ALTER TABLE "player_items" RENAME CONSTRAINT "player_items_billboard_id_billboards_id_fk" TO "player_items_screen_id_screens_id_fk";--> statement-breakpoint
ALTER TABLE "players" RENAME CONSTRAINT "players_billboard_id_billboards_id_fk" TO "players_screen_id_screens_id_fk";--> statement-breakpoint
-- PostgreSQL 18 names NOT NULL constraints after their table and column: those follow too.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT conrelid::regclass AS tab, conname FROM pg_constraint
    WHERE connamespace = 'public'::regnamespace AND conname ~ '(billboard|categor)'
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', c.tab, c.conname,
      replace(replace(replace(replace(replace(c.conname, 'billboard_name', 'name'),
        'billboards', 'screens'), 'billboard', 'screen'), 'categories', 'segments'),
        'category', 'segment'));
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TRIGGER "billboards_catalog_version" ON "screens" RENAME TO "screens_catalog_version";--> statement-breakpoint
ALTER TRIGGER "categories_catalog_version" ON "segments" RENAME TO "segments_catalog_version";--> statement-breakpoint
-- The order's hold follows its status (0001), over the renamed cells.
CREATE OR REPLACE FUNCTION "order_hold_follows_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_holding boolean := OLD.status_code IN (6, 0, 1);
  now_holding boolean := NEW.status_code IN (6, 0, 1);
BEGIN
  IF NEW.status_code = OLD.status_code THEN
    RETURN NEW;
  END IF;
  IF was_holding AND NOT now_holding THEN
    PERFORM 1 FROM booking_cells c
      JOIN order_cells oc ON oc.screen_id = c.screen_id AND oc.date = c.date AND oc.daypart = c.daypart
      WHERE oc.order_id = NEW.id
      ORDER BY c.screen_id, c.date, c.daypart
      FOR UPDATE OF c;
    UPDATE booking_cells c
      SET held = c.held - oc.spots,
          booked = c.booked + CASE WHEN NEW.status_code = 2 THEN oc.spots ELSE 0 END
      FROM order_cells oc
      WHERE oc.order_id = NEW.id AND c.screen_id = oc.screen_id AND c.date = oc.date AND c.daypart = oc.daypart;
    NEW.hold_expires_at := NULL;
  ELSIF NEW.status_code = 1 AND NEW.first_cell_at IS NOT NULL THEN
    NEW.hold_expires_at := least(now() + interval '48 hours', NEW.first_cell_at);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- A booking in one call (0014); its cells and orders are JSON keyed by the new column names.
CREATE OR REPLACE FUNCTION "book_campaign"(
  buyer integer,
  campaign_name text,
  new_orders jsonb,
  wanted_cells jsonb,
  OUT booked_campaign integer,
  OUT booked_orders integer[]
) LANGUAGE plpgsql AS $$
DECLARE
  wanted integer := jsonb_array_length(wanted_cells);
  taken integer;
  held_keys text[];
  short jsonb;
  item jsonb;
  new_order integer;
BEGIN
  -- An operator changing a loop takes the screen's row for update: capacity cannot change meanwhile.
  PERFORM 1 FROM screens
    WHERE id IN (SELECT (e->>'screen_id')::int FROM jsonb_array_elements(wanted_cells) e)
    ORDER BY id
    FOR SHARE;

  -- ON CONFLICT DO UPDATE locks every existing cell it meets, whether its WHERE lets the hold in.
  WITH held AS (
    INSERT INTO booking_cells AS c (screen_id, date, daypart, held)
    SELECT x.screen_id, x.date, x.daypart, x.spots
    FROM jsonb_to_recordset(wanted_cells) AS x(screen_id int, date date, daypart text, spots int)
    JOIN screens s ON s.id = x.screen_id
    WHERE x.spots <= greatest(0, s.loop_slots - s.house_slots)
    ORDER BY x.screen_id, x.date, x.daypart
    ON CONFLICT (screen_id, date, daypart) DO UPDATE SET held = c.held + excluded.held
    WHERE c.booked + c.held + excluded.held <= (
      SELECT greatest(0, s.loop_slots - s.house_slots) FROM screens s WHERE s.id = c.screen_id
    )
    RETURNING c.screen_id || '/' || c.date || '/' || c.daypart AS key
  )
  SELECT count(*), array_agg(key) INTO taken, held_keys FROM held;

  IF taken < wanted THEN
    -- The cells that lack room, still locked, with the spots each has free.
    SELECT jsonb_agg(jsonb_build_object(
        'ledId', x.screen_id,
        'date', x.date,
        'daypart', x.daypart,
        'requested', x.spots,
        'free', greatest(0, greatest(0, coalesce(s.loop_slots - s.house_slots, 0))
          - coalesce(c.booked + c.held, 0))
      ) ORDER BY x.screen_id, x.date, x.daypart)
    INTO short
    FROM jsonb_to_recordset(wanted_cells) AS x(screen_id int, date date, daypart text, spots int)
    LEFT JOIN screens s ON s.id = x.screen_id
    LEFT JOIN booking_cells c
      ON c.screen_id = x.screen_id AND c.date = x.date AND c.daypart = x.daypart
    WHERE x.screen_id || '/' || x.date || '/' || x.daypart <> ALL (coalesce(held_keys, '{}'));
    RAISE EXCEPTION USING
      ERRCODE = 'BK409',
      MESSAGE = 'Some of the chosen dayparts do not have enough free spots.',
      DETAIL = coalesce(short, '[]'::jsonb)::text;
  END IF;

  INSERT INTO campaigns (customer_id, name) VALUES (buyer, campaign_name)
    RETURNING id INTO booked_campaign;
  booked_orders := '{}';
  FOR item IN SELECT value FROM jsonb_array_elements(new_orders) LOOP
    INSERT INTO orders (
      customer_id, screen_id, campaign_id, status_code, price_cents,
      video_key, video_content_type, video_bytes, video_duration_ms, video_file_name,
      flight_start, flight_end, dayparts, spots_per_loop, quote,
      subtotal_cents, vat_cents, total_cents, first_cell_at, hold_expires_at
    )
    SELECT buyer, r.screen_id, booked_campaign, r.status_code, r.price_cents,
      r.video_key, r.video_content_type, r.video_bytes, r.video_duration_ms, r.video_file_name,
      r.flight_start, r.flight_end, r.dayparts, r.spots_per_loop, r.quote,
      r.subtotal_cents, r.vat_cents, r.total_cents, r.first_cell_at, r.hold_expires_at
    FROM jsonb_populate_record(NULL::orders, item) r
    RETURNING id INTO new_order;
    INSERT INTO order_cells (order_id, screen_id, date, daypart, spots)
      SELECT new_order, x.screen_id, x.date, x.daypart, x.spots
      FROM jsonb_to_recordset(item->'cells') AS x(screen_id int, date date, daypart text, spots int);
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by)
      VALUES (new_order, NULL, (item->>'status_code')::smallint, buyer);
    booked_orders := booked_orders || new_order;
  END LOOP;
END;
$$;
