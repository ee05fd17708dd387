-- permit_rule_bumps_manifests: a screen exempted from content permits (or no longer) changes which
-- of its booked days play, so its manifest moves (decisions 0051, 0062).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.permit_rule_bumps_manifests()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(SELECT screen_id FROM new_rows WHERE permit_exempt));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT n.screen_id FROM new_rows n JOIN old_rows o ON o.screen_id = n.screen_id
      WHERE n.permit_exempt IS DISTINCT FROM o.permit_exempt));
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER screen_category_rules_manifest_ins AFTER INSERT ON public.screen_category_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION permit_rule_bumps_manifests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER screen_category_rules_manifest_upd AFTER UPDATE ON public.screen_category_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION permit_rule_bumps_manifests();
