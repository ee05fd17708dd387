-- cells_bump_manifests: a change to an order's cells or a make-good's cells moves the manifest of
-- each screen it touches, when the order is paid or completed (what a screen plays).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.cells_bump_manifests()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT c.screen_id FROM new_rows c JOIN orders o ON o.id = c.order_id
      WHERE o.status_code IN (2, 4)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT c.screen_id FROM old_rows c JOIN orders o ON o.id = c.order_id
      WHERE o.status_code IN (2, 4)));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT c.screen_id FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) c
      JOIN orders o ON o.id = c.order_id WHERE o.status_code IN (2, 4)));
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER make_good_cells_manifest_del AFTER DELETE ON public.make_good_cells REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cells_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER make_good_cells_manifest_ins AFTER INSERT ON public.make_good_cells REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cells_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER make_good_cells_manifest_upd AFTER UPDATE ON public.make_good_cells REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cells_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER order_cells_manifest_del AFTER DELETE ON public.order_cells REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cells_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER order_cells_manifest_ins AFTER INSERT ON public.order_cells REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cells_bump_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER order_cells_manifest_upd AFTER UPDATE ON public.order_cells REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cells_bump_manifests();
