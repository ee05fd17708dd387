-- Each screen's manifest version: a number that grows with every change to what the screen plays.
-- A manifest lists only paid orders (and completed ones' make-good cells), so only changes that
-- touch an order in status 2 (paid) or 4 (completed), before or after, count: its cells booked or
-- released, its status, pause or video, its video check's verdict or override, a make-good cell;
-- and the screen's name or loop. Holding cells for an unpaid order moves nothing. Players' polls compare the ETag built
-- from it, so an unchanged poll answers 304 without reading the ledger. The triggers run once per
-- statement; each commit that bumped screens sends their ids on `screenspot_manifests` (or `*`
-- past 200 screens), and every instance forgets those screens' versions.
CREATE TABLE "screen_manifest_versions" ("screen_id" integer PRIMARY KEY, "version" bigint NOT NULL DEFAULT 0);--> statement-breakpoint
CREATE FUNCTION "bump_manifests"("screen_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT id ORDER BY id) INTO ids FROM unnest(screen_ids) AS id WHERE id IS NOT NULL;
  IF ids IS NULL THEN
    RETURN;
  END IF;
  -- In id order, as every writer does, so two bumps of the same screens never wait on each other.
  INSERT INTO "screen_manifest_versions" AS v ("screen_id", "version")
    SELECT id, 1 FROM unnest(ids) AS id
    ON CONFLICT ("screen_id") DO UPDATE SET "version" = v."version" + 1;
  IF array_length(ids, 1) > 200 THEN
    PERFORM pg_notify('screenspot_manifests', '*');
  ELSE
    PERFORM pg_notify('screenspot_manifests', array_to_string(ids, ','));
  END IF;
END
$$;--> statement-breakpoint
-- Cells (an order's own and make-good ones) carry their screen. A deleted order's cells go with
-- it (cascade): the order's own trigger has bumped its screen then.
CREATE FUNCTION "cells_bump_manifests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT c.screen_id FROM new_rows c JOIN orders o ON o.id = c.order_id
      WHERE o.status_code IN (2, 4)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT c.screen_id FROM old_rows c JOIN orders o ON o.id = c.order_id
      WHERE o.status_code IN (2, 4)));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT c.screen_id FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) c
      JOIN orders o ON o.id = c.order_id WHERE o.status_code IN (2, 4)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_cells_manifest_ins" AFTER INSERT ON "order_cells" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cells_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "order_cells_manifest_upd" AFTER UPDATE ON "order_cells" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cells_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "order_cells_manifest_del" AFTER DELETE ON "order_cells" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cells_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "make_good_cells_manifest_ins" AFTER INSERT ON "make_good_cells" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cells_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "make_good_cells_manifest_upd" AFTER UPDATE ON "make_good_cells" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cells_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "make_good_cells_manifest_del" AFTER DELETE ON "make_good_cells" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cells_bump_manifests"();--> statement-breakpoint
-- A paid or completed order (before or after) changes its screen's manifest when its status, pause
-- or current video changes (paid, paused, resumed, replaced, ended, refunded), not on every other
-- update, and an unpaid order's never.
CREATE FUNCTION "orders_bump_manifests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(SELECT screen_id FROM new_rows WHERE status_code IN (2, 4)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_manifests(ARRAY(SELECT screen_id FROM old_rows WHERE status_code IN (2, 4)));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT unnest(ARRAY[n.screen_id, o.screen_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status_code IN (2, 4) OR o.status_code IN (2, 4))
        AND (n.status_code, n.paused_at, n.video_key, n.screen_id)
          IS DISTINCT FROM (o.status_code, o.paused_at, o.video_key, o.screen_id)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_manifest_ins" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "orders_manifest_upd" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "orders_manifest_del" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_bump_manifests"();--> statement-breakpoint
-- A video check decides whether an order's video may play: its verdict, override and measures.
CREATE FUNCTION "video_checks_bump_manifests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT o.screen_id FROM new_rows n JOIN orders o ON o.id = n.order_id
      WHERE o.status_code IN (2, 4)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_manifests(ARRAY(
      SELECT o.screen_id FROM old_rows d JOIN orders o ON o.id = d.order_id
      WHERE o.status_code IN (2, 4)));
  ELSE
    PERFORM bump_manifests(ARRAY(
      SELECT r.screen_id FROM (
        (SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM new_rows
         EXCEPT SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM old_rows)
        UNION
        (SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM old_rows
         EXCEPT SELECT order_id, video_key, status, sha256, duration_ms, overridden_at FROM new_rows)
      ) AS changed JOIN orders r ON r.id = changed.order_id WHERE r.status_code IN (2, 4)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "video_checks_manifest_ins" AFTER INSERT ON "video_checks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_checks_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "video_checks_manifest_upd" AFTER UPDATE ON "video_checks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_checks_bump_manifests"();--> statement-breakpoint
CREATE TRIGGER "video_checks_manifest_del" AFTER DELETE ON "video_checks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_checks_bump_manifests"();--> statement-breakpoint
-- The screen's own name and loop are in its manifest.
CREATE FUNCTION "screens_bump_manifests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_manifests(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.duration_seconds, n.loop_slots, n.house_slots, n.opens_at, n.closes_at)
      IS DISTINCT FROM (o.name, o.duration_seconds, o.loop_slots, o.house_slots, o.opens_at, o.closes_at)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "screens_manifest_upd" AFTER UPDATE ON "screens" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "screens_bump_manifests"();
