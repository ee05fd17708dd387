CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paused_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paused_by_role" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_video_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_video_content_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_video_bytes" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_video_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_video_file_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_video_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_customers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paused_by_customers_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;