CREATE TABLE "video_checks" (
	"order_id" integer NOT NULL,
	"video_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"measured" jsonb,
	"error" text,
	"sha256" text,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"thumbnail_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overridden_by" integer,
	"override_reason" text,
	"overridden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "video_checks_order_id_video_key_pk" PRIMARY KEY("order_id","video_key"),
	CONSTRAINT "video_checks_override_has_reason" CHECK (overridden_at is null or override_reason is not null)
);
--> statement-breakpoint
ALTER TABLE "video_checks" ADD CONSTRAINT "video_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_checks" ADD CONSTRAINT "video_checks_overridden_by_customers_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;