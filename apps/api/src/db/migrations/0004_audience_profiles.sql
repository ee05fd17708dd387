CREATE TABLE "audience_profiles" (
	"billboard_id" integer PRIMARY KEY NOT NULL,
	"hourly" double precision[] NOT NULL,
	"source" text NOT NULL,
	"method_version" text NOT NULL,
	"assumptions" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audience_profiles_week_of_hours" CHECK (cardinality("audience_profiles"."hourly") = 168 and 0 <= all("audience_profiles"."hourly"))
);
--> statement-breakpoint
ALTER TABLE "audience_profiles" ADD CONSTRAINT "audience_profiles_billboard_id_billboards_id_fk" FOREIGN KEY ("billboard_id") REFERENCES "public"."billboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_profiles" ADD CONSTRAINT "audience_profiles_updated_by_customers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;