-- video_checks_bump_manifests: a video check's result changes a paid order's item, so it moves
-- that order's screen's manifest.
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.video_checks_bump_manifests()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT o.screen_id FROM new_rows n JOIN orders o ON o.id = n.order_id
      WHERE o.status_code IN (2, 4)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT o.screen_id FROM old_rows d JOIN orders o ON o.id = d.order_id
      WHERE o.status_code IN (2, 4)));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT r.screen_id FROM (
        (SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM new_rows
         EXCEPT SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM old_rows)
        UNION
        (SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM old_rows
         EXCEPT SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM new_rows)
      ) AS changed JOIN orders r ON r.id = changed.order_id WHERE r.status_code IN (2, 4)));
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER video_checks_manifest_del AFTER DELETE ON public.video_checks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION video_checks_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER video_checks_manifest_ins AFTER INSERT ON public.video_checks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_checks_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER video_checks_manifest_upd AFTER UPDATE ON public.video_checks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_checks_bump_manifests();
