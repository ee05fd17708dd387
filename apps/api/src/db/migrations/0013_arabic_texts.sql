-- Arabic versions beside the English texts: screens and segments in columns (a null one shows
-- the English text), content entries in a jsonb of locales; Arabic names and locations are searched
-- by trigram like the English ones.
ALTER TABLE "billboards" ADD COLUMN "billboard_name_ar" text;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "location_ar" text;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "value_ar" text;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "localizations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "billboards_location_ar_trgm_idx" ON "billboards" USING gin ("location_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billboards_name_ar_trgm_idx" ON "billboards" USING gin ("billboard_name_ar" gin_trgm_ops);