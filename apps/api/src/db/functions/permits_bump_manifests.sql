-- permits_bump_manifests: a content permit added, changed or removed moves the manifest of its
-- screen (decision 0051): an order's permit when the order is paid or completed, a blanket permit
-- its own screen's.
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.permits_bump_manifests()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT coalesce(o.screen_id, p.screen_id) FROM new_rows p
      LEFT JOIN orders o ON o.id = p.order_id
      WHERE p.order_id IS NULL OR o.status_code IN (2, 4)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT coalesce(o.screen_id, p.screen_id) FROM old_rows p
      LEFT JOIN orders o ON o.id = p.order_id
      WHERE p.order_id IS NULL OR o.status_code IN (2, 4)));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT coalesce(o.screen_id, p.screen_id)
      FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) p
      LEFT JOIN orders o ON o.id = p.order_id
      WHERE p.order_id IS NULL OR o.status_code IN (2, 4)));
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER content_permits_manifest_del AFTER DELETE ON public.content_permits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION permits_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER content_permits_manifest_ins AFTER INSERT ON public.content_permits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION permits_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER content_permits_manifest_upd AFTER UPDATE ON public.content_permits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION permits_bump_manifests();
