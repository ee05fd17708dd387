-- What an advert is and the rules it meets in Dubai (decision 0047): each order's brand and
-- category (with a prior approval's reference), the code of every rejection, and the category
-- rules an operator sets per screen.
CREATE TABLE "order_adverts" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"approval_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_adverts_category_idx" ON "order_adverts" ("category");
--> statement-breakpoint
CREATE TABLE "screen_category_rules" (
	"screen_id" integer PRIMARY KEY NOT NULL REFERENCES "screens"("id") ON DELETE cascade,
	"blocked_categories" text[] DEFAULT '{}' NOT NULL,
	"exclusive_categories" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason_code" text;
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason_code" text;
--> statement-breakpoint
CREATE INDEX "order_status_history_rejections_idx" ON "order_status_history" ("created_at") WHERE "reason_code" IS NOT NULL;
--> statement-breakpoint
-- The finder's "accepts my category" filter reads the rules: a change is a new catalogue version.
CREATE TRIGGER "screen_category_rules_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "screen_category_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
