-- book_campaign: holds every cell of a new campaign and writes its orders, all or nothing.
-- Cells are taken in one INSERT … ON CONFLICT that locks each existing cell it meets; when any
-- cell lacks room it raises BK409 with the short cells (and their free spots) as its detail.
-- Called by the booking repository (`book()` in modules/booking).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.book_campaign(buyer integer, campaign_name text, new_orders jsonb, wanted_cells jsonb, OUT booked_campaign integer, OUT booked_orders integer[])
 RETURNS record
 LANGUAGE plpgsql
AS $function$
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
$function$;
