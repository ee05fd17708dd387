-- PGlite loads pg_trgm when the client is created (db/client.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "billboards_location_trgm_idx" ON "billboards" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billboards_name_trgm_idx" ON "billboards" USING gin ("billboard_name" gin_trgm_ops);