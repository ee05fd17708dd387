CREATE TABLE "delivery_remedies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_remedies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"billboard_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" text NOT NULL,
	"booked_plays" integer NOT NULL,
	"delivered_plays" integer NOT NULL,
	"missing_plays" integer NOT NULL,
	"made_good_spots" integer DEFAULT 0 NOT NULL,
	"made_good_plays" integer DEFAULT 0 NOT NULL,
	"credited_plays" integer DEFAULT 0 NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"credit_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"muted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "make_good_cells" (
	"remedy_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"billboard_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" text NOT NULL,
	"spots" integer NOT NULL,
	CONSTRAINT "make_good_cells_remedy_id_date_daypart_pk" PRIMARY KEY("remedy_id","date","daypart")
);
--> statement-breakpoint
CREATE TABLE "order_milestones" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_milestones_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_link" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_remedies" ADD CONSTRAINT "delivery_remedies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_remedies" ADD CONSTRAINT "delivery_remedies_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_good_cells" ADD CONSTRAINT "make_good_cells_remedy_id_delivery_remedies_id_fk" FOREIGN KEY ("remedy_id") REFERENCES "public"."delivery_remedies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_good_cells" ADD CONSTRAINT "make_good_cells_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_remedies_cell_key" ON "delivery_remedies" USING btree ("order_id","date","daypart");--> statement-breakpoint
CREATE INDEX "delivery_remedies_date_idx" ON "delivery_remedies" USING btree ("date");--> statement-breakpoint
CREATE INDEX "make_good_cells_cell_idx" ON "make_good_cells" USING btree ("billboard_id","date","daypart");--> statement-breakpoint
CREATE INDEX "make_good_cells_order_idx" ON "make_good_cells" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."mail_status" = 'pending';