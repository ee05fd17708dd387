-- plays_rollup: adds the plays an INSERT stored (its transition table: skipped duplicates are not
-- in it) to the hourly and daily rollups, in the inserting statement (migrations 0017 and 0035:
-- the order's day with its hours).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.plays_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO order_play_hours AS r (order_id, hour_at, date, hour, plays, complete_plays, played_ms, complete_ms)
  SELECT order_id,
         date_trunc('hour', started_at at time zone 'UTC') at time zone 'UTC',
         ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date,
         extract(hour from started_at at time zone 'Asia/Dubai')::smallint,
         count(*), count(*) FILTER (WHERE complete),
         sum(duration_ms), coalesce(sum(duration_ms) FILTER (WHERE complete), 0)
  FROM added_plays GROUP BY 1, 2, 3, 4
  ON CONFLICT (order_id, hour_at) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms;
  INSERT INTO order_play_days AS r (order_id, date, plays, complete_plays, played_ms, complete_ms, complete_hours)
  SELECT order_id, date, sum(plays), sum(complete_plays), sum(played_ms), sum(complete_ms),
         hour_counts(array_agg(hour), array_agg(complete_plays))
  FROM (
    SELECT order_id, ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date AS date,
           extract(hour from started_at at time zone 'Asia/Dubai')::integer AS hour,
           count(*) AS plays, count(*) FILTER (WHERE complete) AS complete_plays,
           sum(duration_ms) AS played_ms,
           coalesce(sum(duration_ms) FILTER (WHERE complete), 0) AS complete_ms
    FROM added_plays GROUP BY 1, 2, 3) AS h
  GROUP BY 1, 2
  ON CONFLICT (order_id, date) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms,
    complete_hours = hour_counts_add(r.complete_hours, excluded.complete_hours);
  INSERT INTO screen_play_days AS r (screen_id, date, plays, complete_plays, played_ms, complete_ms)
  SELECT screen_id, ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date,
         count(*), count(*) FILTER (WHERE complete),
         sum(duration_ms), coalesce(sum(duration_ms) FILTER (WHERE complete), 0)
  FROM added_plays GROUP BY 1, 2
  ON CONFLICT (screen_id, date) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms;
  INSERT INTO player_play_days AS r (player_id, date, plays, complete_plays, played_ms, complete_ms, first_seq, last_seq)
  SELECT player_id, ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date,
         count(*), count(*) FILTER (WHERE complete),
         sum(duration_ms), coalesce(sum(duration_ms) FILTER (WHERE complete), 0),
         min(seq), max(seq)
  FROM added_plays GROUP BY 1, 2
  ON CONFLICT (player_id, date) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms,
    first_seq = least(r.first_seq, excluded.first_seq),
    last_seq = greatest(r.last_seq, excluded.last_seq);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER plays_rollup AFTER INSERT ON public.plays REFERENCING NEW TABLE AS added_plays FOR EACH STATEMENT EXECUTE FUNCTION plays_rollup();
