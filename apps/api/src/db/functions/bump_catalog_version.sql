-- bump_catalog_version: any change to screens or segments moves the catalogue's version, which
-- keys the finder's cached answers.
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.bump_catalog_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER screens_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.screens FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER segments_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.segments FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
