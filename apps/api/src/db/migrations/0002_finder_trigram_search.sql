-- PGlite loads pg_trgm when the client is created (db/client.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "billboards_location_trgm_idx" ON "billboards" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billboards_name_trgm_idx" ON "billboards" USING gin ("billboard_name" gin_trgm_ops);--> statement-breakpoint
-- A number that grows with every change to the screens or segments. Each instance keys its cached
-- finder answers by it and reads it at most once a second, so a change shows everywhere within
-- about a second while unchanged answers are reused for minutes.
CREATE TABLE "catalog_version" ("id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "version" bigint NOT NULL DEFAULT 0);--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billboards_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "billboards" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
