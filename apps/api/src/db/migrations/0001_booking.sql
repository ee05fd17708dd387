CREATE TABLE "booking_cells" (
	"billboard_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_cells_billboard_id_date_daypart_pk" PRIMARY KEY("billboard_id","date","daypart"),
	CONSTRAINT "booking_cells_non_negative" CHECK ("booking_cells"."booked" >= 0 and "booking_cells"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daypart_multipliers" (
	"daypart" text PRIMARY KEY NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cells" (
	"order_id" integer NOT NULL,
	"billboard_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" text NOT NULL,
	"spots" integer NOT NULL,
	CONSTRAINT "order_cells_order_id_date_daypart_pk" PRIMARY KEY("order_id","date","daypart")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "video_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "video_content_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "video_bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "video_duration_ms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "house_slots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "opens_at" text DEFAULT '06:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "closes_at" text DEFAULT '02:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "spots_per_loop" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_cell_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_cells" ADD CONSTRAINT "booking_cells_billboard_id_billboards_id_fk" FOREIGN KEY ("billboard_id") REFERENCES "public"."billboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cells" ADD CONSTRAINT "order_cells_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_customer_created_idx" ON "campaigns" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_cells_cell_idx" ON "order_cells" USING btree ("billboard_id","date","daypart");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_campaign_idx" ON "orders" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "orders_hold_expiry_idx" ON "orders" USING btree ("hold_expires_at");--> statement-breakpoint
INSERT INTO "daypart_multipliers" ("daypart", "basis_points") VALUES ('morning', 10000), ('daytime', 9000), ('evening', 12500), ('night', 7500);--> statement-breakpoint
-- The ledger follows the order's status wherever the status changes (customer, operator, expiry
-- job): leaving 6/0/1 for 2 turns held spots into booked ones; leaving them for 3/5/7 frees them;
-- approval starts the payment window (48 hours, never past the first cell). Cells are locked in
-- one order (screen, date, daypart) like every booking does, so the two cannot deadlock.
CREATE FUNCTION "order_hold_follows_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_holding boolean := OLD.status_code IN (6, 0, 1);
  now_holding boolean := NEW.status_code IN (6, 0, 1);
BEGIN
  IF NEW.status_code = OLD.status_code THEN
    RETURN NEW;
  END IF;
  IF was_holding AND NOT now_holding THEN
    PERFORM 1 FROM booking_cells c
      JOIN order_cells oc ON oc.billboard_id = c.billboard_id AND oc.date = c.date AND oc.daypart = c.daypart
      WHERE oc.order_id = NEW.id
      ORDER BY c.billboard_id, c.date, c.daypart
      FOR UPDATE OF c;
    UPDATE booking_cells c
      SET held = c.held - oc.spots,
          booked = c.booked + CASE WHEN NEW.status_code = 2 THEN oc.spots ELSE 0 END
      FROM order_cells oc
      WHERE oc.order_id = NEW.id AND c.billboard_id = oc.billboard_id AND c.date = oc.date AND c.daypart = oc.daypart;
    NEW.hold_expires_at := NULL;
  ELSIF NEW.status_code = 1 AND NEW.first_cell_at IS NOT NULL THEN
    NEW.hold_expires_at := least(now() + interval '48 hours', NEW.first_cell_at);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_hold_follows_status" BEFORE UPDATE OF "status_code" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_hold_follows_status"();
