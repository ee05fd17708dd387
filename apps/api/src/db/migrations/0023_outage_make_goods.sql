-- Outages become money (decision 0050): a remedy may answer a screen outage rather than a whole
-- short cell. It then names the outage and the stretch of the cell the screen was silent in, and
-- is unique per outage, order and cell; the nightly check's key (order, date, daypart) stays unique
-- among the nightly check's own remedies.
ALTER TABLE "delivery_remedies" ADD COLUMN "outage_id" integer REFERENCES "screen_outages"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "delivery_remedies" ADD COLUMN "gap_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_remedies" ADD COLUMN "gap_ended_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "delivery_remedies_cell_key";--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_remedies_cell_key" ON "delivery_remedies" USING btree ("order_id","date","daypart") WHERE "outage_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_remedies_outage_key" ON "delivery_remedies" USING btree ("outage_id","order_id","date","daypart") WHERE "outage_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "delivery_remedies_order_idx" ON "delivery_remedies" USING btree ("order_id");
