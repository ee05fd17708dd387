-- hour_counts_add: two days' 24 hourly counts added hour by hour, as the daily rollup grows
-- (migration 0035).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.hour_counts_add(a integer[], b integer[])
 RETURNS integer[]
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT array_agg(u.x + u.y ORDER BY u.i) FROM unnest("a", "b") WITH ORDINALITY AS u(x, y, i)
$function$;
