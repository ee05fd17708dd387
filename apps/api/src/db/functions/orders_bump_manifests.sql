-- orders_bump_manifests: a paid or completed order's change of status, pause, video or screen
-- moves its screen's manifest (and the old screen's, when it moved).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.orders_bump_manifests()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(SELECT screen_id FROM new_rows WHERE status_code IN (2, 4)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_manifests(ARRAY(SELECT screen_id FROM old_rows WHERE status_code IN (2, 4)));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT unnest(ARRAY[n.screen_id, o.screen_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status_code IN (2, 4) OR o.status_code IN (2, 4))
        AND (n.status_code, n.paused_at, n.video_key, n.screen_id)
          IS DISTINCT FROM (o.status_code, o.paused_at, o.video_key, o.screen_id)));
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_manifest_del AFTER DELETE ON public.orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_manifest_ins AFTER INSERT ON public.orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_manifest_upd AFTER UPDATE ON public.orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_manifests();
