-- Plays at scale (decision 44). Three rollups are kept by the database itself: a trigger on the
-- plays table adds each inserted play's counts in the same statement, so a play stored once is
-- counted once (a resent play skipped by ON CONFLICT is in no insert, so in no rollup). Reports,
-- the order's delivery, the milestone sweep and the delivery check read them, never raw plays.
-- The raw plays are partitioned by month of started_at (UTC), with a time-ordered key, so old
-- months can be dropped whole (PLAYS_RETENTION_MONTHS) while their rollups stay.
CREATE TABLE "order_play_hours" (
	"order_id" integer NOT NULL,
	"hour_at" timestamp with time zone NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"complete_plays" integer DEFAULT 0 NOT NULL,
	"played_ms" bigint DEFAULT 0 NOT NULL,
	"complete_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_play_hours_pk" PRIMARY KEY ("order_id", "hour_at")
);
--> statement-breakpoint
CREATE INDEX "order_play_hours_date_idx" ON "order_play_hours" USING btree ("date", "order_id");
--> statement-breakpoint
CREATE TABLE "screen_play_days" (
	"screen_id" integer NOT NULL,
	"date" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"complete_plays" integer DEFAULT 0 NOT NULL,
	"played_ms" bigint DEFAULT 0 NOT NULL,
	"complete_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "screen_play_days_pk" PRIMARY KEY ("screen_id", "date")
);
--> statement-breakpoint
CREATE TABLE "player_play_days" (
	"player_id" integer NOT NULL,
	"date" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"complete_plays" integer DEFAULT 0 NOT NULL,
	"played_ms" bigint DEFAULT 0 NOT NULL,
	"complete_ms" bigint DEFAULT 0 NOT NULL,
	"first_seq" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	CONSTRAINT "player_play_days_pk" PRIMARY KEY ("player_id", "date")
);
--> statement-breakpoint
-- The unpartitioned table steps aside; its rows move into the monthly partitions below.
ALTER TABLE "plays" RENAME TO "plays_before_partitions";
--> statement-breakpoint
ALTER TABLE "plays_before_partitions" DROP CONSTRAINT "plays_pkey";
--> statement-breakpoint
DROP INDEX "plays_screen_started_idx";
--> statement-breakpoint
DROP INDEX "plays_order_started_idx";
--> statement-breakpoint
DROP INDEX "plays_player_seq_idx";
--> statement-breakpoint
CREATE TABLE "plays" (
	"play_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"screen_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"expected_ms" integer NOT NULL,
	"status" text NOT NULL,
	"complete" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plays_pkey" PRIMARY KEY ("screen_id", "started_at", "play_id")
) PARTITION BY RANGE ("started_at");
--> statement-breakpoint
-- The screen-health view counts a player's seq numbers within one day: this index bounds the day.
CREATE INDEX "plays_player_started_idx" ON "plays" USING btree ("player_id", "started_at") INCLUDE ("seq");
--> statement-breakpoint
-- The nightly check reads a couple of days of every screen: plays arrive roughly in time order,
-- so a block range index finds them in a month's partition for almost nothing.
CREATE INDEX "plays_started_brin" ON "plays" USING brin ("started_at");
--> statement-breakpoint
-- A play outside every month made so far is kept here until its month is made.
CREATE TABLE "plays_default" PARTITION OF "plays" DEFAULT;
--> statement-breakpoint
-- Makes the partition of the month holding `day` (UTC months), moving in any of its plays kept in
-- the default partition meanwhile. Answers whether it made one.
CREATE FUNCTION "plays_add_month"("day" date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', "day"::timestamp)::date;
  next_day date := (date_trunc('month', "day"::timestamp) + interval '1 month')::date;
  lo timestamptz := (to_char(first_day, 'YYYY-MM-DD') || ' 00:00:00+00')::timestamptz;
  hi timestamptz := (to_char(next_day, 'YYYY-MM-DD') || ' 00:00:00+00')::timestamptz;
  part text := 'plays_' || to_char(first_day, 'YYYY_MM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE plays INCLUDING DEFAULTS)', part);
  EXECUTE format(
    'WITH moved AS (DELETE FROM plays_default WHERE started_at >= %L AND started_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
    lo, hi, part);
  EXECUTE format('ALTER TABLE plays ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  RETURN true;
END
$$;
--> statement-breakpoint
-- Every month from the oldest stored play (or last month) to two months ahead.
DO $$
DECLARE
  first_day date := least(
    (SELECT min(started_at at time zone 'UTC')::date FROM plays_before_partitions),
    ((now() at time zone 'UTC') - interval '1 month')::date);
  last_day date := ((now() at time zone 'UTC') + interval '2 months')::date;
  d date := date_trunc('month', first_day::timestamp)::date;
BEGIN
  WHILE d <= last_day LOOP
    PERFORM plays_add_month(d);
    d := (d + interval '1 month')::date;
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "plays" SELECT "play_id", "player_id", "screen_id", "order_id", "item_id", "seq",
	"started_at", "ended_at", "duration_ms", "expected_ms", "status", "complete", "received_at"
FROM "plays_before_partitions";
--> statement-breakpoint
DROP TABLE "plays_before_partitions";
--> statement-breakpoint
-- The rollups of every stored play (the trigger below keeps them from here on).
INSERT INTO "order_play_hours" ("order_id", "hour_at", "date", "hour", "plays", "complete_plays", "played_ms", "complete_ms")
SELECT "order_id",
	date_trunc('hour', "started_at" at time zone 'UTC') at time zone 'UTC',
	(("started_at" at time zone 'Asia/Dubai') - interval '2 hours')::date,
	extract(hour from "started_at" at time zone 'Asia/Dubai')::smallint,
	count(*), count(*) FILTER (WHERE "complete"),
	sum("duration_ms"), coalesce(sum("duration_ms") FILTER (WHERE "complete"), 0)
FROM "plays" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "screen_play_days" ("screen_id", "date", "plays", "complete_plays", "played_ms", "complete_ms")
SELECT "screen_id", (("started_at" at time zone 'Asia/Dubai') - interval '2 hours')::date,
	count(*), count(*) FILTER (WHERE "complete"),
	sum("duration_ms"), coalesce(sum("duration_ms") FILTER (WHERE "complete"), 0)
FROM "plays" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "player_play_days" ("player_id", "date", "plays", "complete_plays", "played_ms", "complete_ms", "first_seq", "last_seq")
SELECT "player_id", (("started_at" at time zone 'Asia/Dubai') - interval '2 hours')::date,
	count(*), count(*) FILTER (WHERE "complete"),
	sum("duration_ms"), coalesce(sum("duration_ms") FILTER (WHERE "complete"), 0),
	min("seq"), max("seq")
FROM "plays" GROUP BY 1, 2;
--> statement-breakpoint
-- Adds the plays an INSERT stored (its transition table: skipped duplicates are not in it) to the
-- rollups, in the inserting statement. Uploads of one screen take turns under its lock, and an
-- order and a player belong to one screen, so two uploads never wait on each other's rows.
CREATE FUNCTION "plays_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_play_hours AS r (order_id, hour_at, date, hour, plays, complete_plays, played_ms, complete_ms)
  SELECT order_id,
         date_trunc('hour', started_at at time zone 'UTC') at time zone 'UTC',
         ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date,
         extract(hour from started_at at time zone 'Asia/Dubai')::smallint,
         count(*), count(*) FILTER (WHERE complete),
         sum(duration_ms), coalesce(sum(duration_ms) FILTER (WHERE complete), 0)
  FROM added_plays GROUP BY 1, 2, 3, 4
  ON CONFLICT (order_id, hour_at) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms;
  INSERT INTO screen_play_days AS r (screen_id, date, plays, complete_plays, played_ms, complete_ms)
  SELECT screen_id, ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date,
         count(*), count(*) FILTER (WHERE complete),
         sum(duration_ms), coalesce(sum(duration_ms) FILTER (WHERE complete), 0)
  FROM added_plays GROUP BY 1, 2
  ON CONFLICT (screen_id, date) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms;
  INSERT INTO player_play_days AS r (player_id, date, plays, complete_plays, played_ms, complete_ms, first_seq, last_seq)
  SELECT player_id, ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date,
         count(*), count(*) FILTER (WHERE complete),
         sum(duration_ms), coalesce(sum(duration_ms) FILTER (WHERE complete), 0),
         min(seq), max(seq)
  FROM added_plays GROUP BY 1, 2
  ON CONFLICT (player_id, date) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms,
    first_seq = least(r.first_seq, excluded.first_seq),
    last_seq = greatest(r.last_seq, excluded.last_seq);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plays_rollup" AFTER INSERT ON "plays"
	REFERENCING NEW TABLE AS "added_plays"
	FOR EACH STATEMENT EXECUTE FUNCTION "plays_rollup"();
