-- Content permits (decision 0051): the permit an order's video carries, or an operator's blanket
-- permit for a screen and an advertiser, with its dates and optional PDF; the reminders sent before
-- a permit ends (once per permit and kind); and whether a screen plays only days a permit covers.
CREATE TABLE "content_permits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE cascade,
	"screen_id" integer REFERENCES "screens"("id") ON DELETE cascade,
	"customer_id" integer REFERENCES "customers"("id") ON DELETE cascade,
	"number" text NOT NULL,
	"authority" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"document_key" text,
	"document_name" text,
	"document_bytes" integer,
	"recorded_by" integer REFERENCES "customers"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_permits_dates" CHECK ("valid_to" >= "valid_from"),
	CONSTRAINT "content_permits_scope" CHECK (("order_id" is not null) <> ("screen_id" is not null and "customer_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "content_permits_order_idx" ON "content_permits" ("order_id");
--> statement-breakpoint
CREATE INDEX "content_permits_blanket_idx" ON "content_permits" ("screen_id", "customer_id");
--> statement-breakpoint
CREATE INDEX "content_permits_valid_to_idx" ON "content_permits" ("valid_to");
--> statement-breakpoint
CREATE TABLE "permit_reminders" (
	"permit_id" integer NOT NULL REFERENCES "content_permits"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("permit_id", "kind")
);
--> statement-breakpoint
ALTER TABLE "screen_category_rules" ADD COLUMN "permit_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A permit decides which booked days play (decision 0045: what a manifest reads bumps its version):
-- an order's permit moves its screen when the order is paid or completed, a blanket permit its own.
CREATE FUNCTION "permits_bump_manifests"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "content_permits_manifest_ins" AFTER INSERT ON "content_permits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "permits_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "content_permits_manifest_upd" AFTER UPDATE ON "content_permits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "permits_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "content_permits_manifest_del" AFTER DELETE ON "content_permits" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "permits_bump_manifests"();--> statement-breakpoint
-- Requiring permits on a screen (or no longer) changes which days its orders play.
CREATE FUNCTION "permit_rule_bumps_manifests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(SELECT screen_id FROM new_rows WHERE permit_required));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT n.screen_id FROM new_rows n JOIN old_rows o ON o.screen_id = n.screen_id
      WHERE n.permit_required IS DISTINCT FROM o.permit_required));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "screen_category_rules_manifest_ins" AFTER INSERT ON "screen_category_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "permit_rule_bumps_manifests"();--> statement-breakpoint
CREATE TRIGGER "screen_category_rules_manifest_upd" AFTER UPDATE ON "screen_category_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "permit_rule_bumps_manifests"();
