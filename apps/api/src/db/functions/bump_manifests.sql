-- bump_manifests: moves the manifest version of each screen given (in id order, so two bumps never
-- wait on each other) and tells every instance by NOTIFY screenspot_manifests; '*' past 200 screens.
-- The triggers below call it for every change to what a screen plays (decision 0045).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.bump_manifests(screen_ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT id ORDER BY id) INTO ids FROM unnest(screen_ids) AS id WHERE id IS NOT NULL;
  IF ids IS NULL THEN
    RETURN;
  END IF;
  -- In id order, as every writer does, so two bumps of the same screens never wait on each other.
  INSERT INTO "screen_manifest_versions" AS v ("screen_id", "version")
    SELECT id, 1 FROM unnest(ids) AS id
    ON CONFLICT ("screen_id") DO UPDATE SET "version" = v."version" + 1;
  IF array_length(ids, 1) > 200 THEN
    PERFORM pg_notify('screenspot_manifests', '*');
  ELSE
    PERFORM pg_notify('screenspot_manifests', array_to_string(ids, ','));
  END IF;
END
$function$;
