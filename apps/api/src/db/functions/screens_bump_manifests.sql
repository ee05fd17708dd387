-- screens_bump_manifests: a screen's new name or loop moves its manifest.
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.screens_bump_manifests()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM bump_manifests(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.duration_seconds, n.loop_slots, n.house_slots, n.opens_at, n.closes_at)
      IS DISTINCT FROM (o.name, o.duration_seconds, o.loop_slots, o.house_slots, o.opens_at, o.closes_at)));
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER screens_manifest_upd AFTER UPDATE ON public.screens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_bump_manifests();
