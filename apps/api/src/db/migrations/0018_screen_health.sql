-- Screen health (decision 0046): what each player reports in its heartbeat, each screen's
-- offline-alert threshold, the state the fleet watch last saw, outages, remote commands and the
-- screenshots players take of what they show.
ALTER TABLE "players" ADD COLUMN "app_version" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "uptime_seconds" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cache_items" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cache_bytes" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "clock_offset_ms" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "offline_alert_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE TABLE "screen_health_states" (
	"screen_id" integer PRIMARY KEY NOT NULL REFERENCES "screens"("id") ON DELETE cascade,
	"state" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_outages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screen_outages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"screen_id" integer NOT NULL REFERENCES "screens"("id") ON DELETE cascade,
	"started_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"back_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "screen_outages_open_key" ON "screen_outages" USING btree ("screen_id") WHERE "ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "screen_outages_screen_idx" ON "screen_outages" USING btree ("screen_id","started_at");--> statement-breakpoint
CREATE TABLE "player_commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"screen_id" integer NOT NULL REFERENCES "screens"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer REFERENCES "customers"("id") ON DELETE set null,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_commands_kind_check" CHECK ("kind" IN ('reload', 'resync', 'clear-cache', 'screenshot')),
	CONSTRAINT "player_commands_status_check" CHECK ("status" IN ('pending', 'delivered', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "player_commands_player_idx" ON "player_commands" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_commands_screen_idx" ON "player_commands" USING btree ("screen_id","id");
--> statement-breakpoint
CREATE TABLE "player_screenshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"screen_id" integer NOT NULL REFERENCES "screens"("id") ON DELETE cascade,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"item_id" integer NOT NULL REFERENCES "player_items"("id") ON DELETE cascade,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"sha256" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "player_screenshots_screen_idx" ON "player_screenshots" USING btree ("screen_id","id");--> statement-breakpoint
CREATE INDEX "player_screenshots_order_idx" ON "player_screenshots" USING btree ("order_id","id");
