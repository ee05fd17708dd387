-- plays_add_month: makes the partition of the plays of the month holding a day (UTC months),
-- moving in any of its plays kept in the default partition meanwhile (migration 0017).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.plays_add_month(day date)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  first_day date := date_trunc('month', "day"::timestamp)::date;
  next_day date := (date_trunc('month', "day"::timestamp) + interval '1 month')::date;
  lo timestamptz := (to_char(first_day, 'YYYY-MM-DD') || ' 00:00:00+00')::timestamptz;
  hi timestamptz := (to_char(next_day, 'YYYY-MM-DD') || ' 00:00:00+00')::timestamptz;
  part text := 'plays_' || to_char(first_day, 'YYYY_MM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE plays INCLUDING DEFAULTS)', part);
  EXECUTE format(
    'WITH moved AS (DELETE FROM plays_default WHERE started_at >= %L AND started_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
    lo, hi, part);
  EXECUTE format('ALTER TABLE plays ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  RETURN true;
END
$function$;
