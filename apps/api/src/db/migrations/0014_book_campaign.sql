-- A booking in one call (one round trip, no BEGIN/COMMIT of its own): share-locks the screens in id
-- order, holds every cell that has room in one upsert (cells sorted by screen, date and daypart,
-- the order every writer locks in), and only if all took their hold writes the campaign and each
-- order with its cells and first history row. A cell without room raises SQLSTATE BK409 with the
-- short cells as JSON in DETAIL; the error undoes the holds already taken. `orders` is a JSON array
-- of order rows (column names) each with its `cells`; `cells` is every cell of the campaign,
-- distinct and sorted.
CREATE FUNCTION "book_campaign"(
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
  PERFORM 1 FROM billboards
    WHERE id IN (SELECT (e->>'billboard_id')::int FROM jsonb_array_elements(wanted_cells) e)
    ORDER BY id
    FOR SHARE;

  -- ON CONFLICT DO UPDATE locks every existing cell it meets, whether its WHERE lets the hold in.
  WITH held AS (
    INSERT INTO booking_cells AS c (billboard_id, date, daypart, held)
    SELECT x.billboard_id, x.date, x.daypart, x.spots
    FROM jsonb_to_recordset(wanted_cells) AS x(billboard_id int, date date, daypart text, spots int)
    JOIN billboards b ON b.id = x.billboard_id
    WHERE x.spots <= greatest(0, b.loop_slots - b.house_slots)
    ORDER BY x.billboard_id, x.date, x.daypart
    ON CONFLICT (billboard_id, date, daypart) DO UPDATE SET held = c.held + excluded.held
    WHERE c.booked + c.held + excluded.held <= (
      SELECT greatest(0, b.loop_slots - b.house_slots) FROM billboards b WHERE b.id = c.billboard_id
    )
    RETURNING c.billboard_id || '/' || c.date || '/' || c.daypart AS key
  )
  SELECT count(*), array_agg(key) INTO taken, held_keys FROM held;

  IF taken < wanted THEN
    -- The cells that lack room, still locked, with the spots each has free.
    SELECT jsonb_agg(jsonb_build_object(
        'ledId', x.billboard_id,
        'date', x.date,
        'daypart', x.daypart,
        'requested', x.spots,
        'free', greatest(0, greatest(0, coalesce(b.loop_slots - b.house_slots, 0))
          - coalesce(c.booked + c.held, 0))
      ) ORDER BY x.billboard_id, x.date, x.daypart)
    INTO short
    FROM jsonb_to_recordset(wanted_cells) AS x(billboard_id int, date date, daypart text, spots int)
    LEFT JOIN billboards b ON b.id = x.billboard_id
    LEFT JOIN booking_cells c
      ON c.billboard_id = x.billboard_id AND c.date = x.date AND c.daypart = x.daypart
    WHERE x.billboard_id || '/' || x.date || '/' || x.daypart <> ALL (coalesce(held_keys, '{}'));
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
      customer_id, billboard_id, campaign_id, status_code, price_cents,
      video_key, video_content_type, video_bytes, video_duration_ms, video_file_name,
      flight_start, flight_end, dayparts, spots_per_loop, quote,
      subtotal_cents, vat_cents, total_cents, first_cell_at, hold_expires_at
    )
    SELECT buyer, r.billboard_id, booked_campaign, r.status_code, r.price_cents,
      r.video_key, r.video_content_type, r.video_bytes, r.video_duration_ms, r.video_file_name,
      r.flight_start, r.flight_end, r.dayparts, r.spots_per_loop, r.quote,
      r.subtotal_cents, r.vat_cents, r.total_cents, r.first_cell_at, r.hold_expires_at
    FROM jsonb_populate_record(NULL::orders, item) r
    RETURNING id INTO new_order;
    INSERT INTO order_cells (order_id, billboard_id, date, daypart, spots)
      SELECT new_order, x.billboard_id, x.date, x.daypart, x.spots
      FROM jsonb_to_recordset(item->'cells') AS x(billboard_id int, date date, daypart text, spots int);
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by)
      VALUES (new_order, NULL, (item->>'status_code')::smallint, buyer);
    booked_orders := booked_orders || new_order;
  END LOOP;
END;
$$;
