-- hour_counts: a day's 24 counts, hour 0 to 23, from the hours that had plays and their counts;
-- an hour without plays counts 0 (migration 0035).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.hour_counts(hours integer[], counts bigint[])
 RETURNS integer[]
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT array_agg(coalesce(
    (SELECT sum(u.n) FROM unnest("hours", "counts") AS u(h, n) WHERE u.h = g), 0)::integer ORDER BY g)
  FROM generate_series(0, 23) AS g
$function$;
