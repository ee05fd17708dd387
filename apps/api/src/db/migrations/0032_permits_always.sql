-- Every screen requires content permits (decision 0062). The per-screen switch becomes an
-- exemption an operator sets for a screen outside Dubai's permit regime; without a rule row a
-- screen requires permits. Orders already paid or completed on screens that did not require
-- permits are grandfathered: they keep playing every booked day, as they were sold. Screens that
-- already required permits keep holding their uncovered days back.
ALTER TABLE "orders" ADD COLUMN "permit_grandfathered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "permit_grandfathered" = true
  WHERE o."status_code" IN (2, 4)
    AND NOT EXISTS (
      SELECT 1 FROM "screen_category_rules" r
      WHERE r."screen_id" = o."screen_id" AND r."permit_required");--> statement-breakpoint
DROP TRIGGER "screen_category_rules_manifest_ins" ON "screen_category_rules";--> statement-breakpoint
DROP TRIGGER "screen_category_rules_manifest_upd" ON "screen_category_rules";--> statement-breakpoint
DROP FUNCTION "permit_rule_bumps_manifests"();--> statement-breakpoint
ALTER TABLE "screen_category_rules" ADD COLUMN "permit_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "screen_category_rules" DROP COLUMN "permit_required";--> statement-breakpoint
-- Exempting a screen (or no longer) changes which days its orders play. A rule row made without
-- the exemption changes nothing: a screen without a row requires permits already.
CREATE FUNCTION "permit_rule_bumps_manifests"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "screen_category_rules_manifest_ins" AFTER INSERT ON "screen_category_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "permit_rule_bumps_manifests"();--> statement-breakpoint
CREATE TRIGGER "screen_category_rules_manifest_upd" AFTER UPDATE ON "screen_category_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "permit_rule_bumps_manifests"();
