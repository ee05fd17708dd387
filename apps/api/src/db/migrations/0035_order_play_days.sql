-- An order's plays per business day, with its complete plays hour by hour (decision 0065). The
-- campaign report and the order page read one row per day an order played, not one per hour, so
-- a year-long order costs them little more than a week-long one. Kept by the same statement
-- trigger as the other rollups (decision 44): a resent play is in no insert, so in no count.
CREATE TABLE "order_play_days" (
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"complete_plays" integer DEFAULT 0 NOT NULL,
	"played_ms" bigint DEFAULT 0 NOT NULL,
	"complete_ms" bigint DEFAULT 0 NOT NULL,
	-- Complete plays by local hour (Dubai) of the business day: element h + 1 holds hour h; the
	-- night's hours 0 and 1 fall on the next calendar date.
	"complete_hours" integer[] DEFAULT array_fill(0, ARRAY[24]) NOT NULL,
	CONSTRAINT "order_play_days_pk" PRIMARY KEY ("order_id", "date"),
	CONSTRAINT "order_play_days_hours" CHECK (cardinality("complete_hours") = 24)
);
--> statement-breakpoint
-- The 24 counts of one day from its hours (0–23) and their counts; an hour absent counts 0.
CREATE FUNCTION "hour_counts"("hours" integer[], "counts" bigint[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(
    (SELECT sum(u.n) FROM unnest("hours", "counts") AS u(h, n) WHERE u.h = g), 0)::integer ORDER BY g)
  FROM generate_series(0, 23) AS g
$$;
--> statement-breakpoint
-- Two days' 24 counts added hour by hour.
CREATE FUNCTION "hour_counts_add"("a" integer[], "b" integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(u.x + u.y ORDER BY u.i) FROM unnest("a", "b") WITH ORDINALITY AS u(x, y, i)
$$;
--> statement-breakpoint
-- No play is stored while the day rollup is filled and the trigger learns to keep it: an insert
-- waits for this migration, then counts its plays in the new rollup too.
LOCK TABLE "plays" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Filled from the hourly rollup, not the raw plays: months past retention keep their figures.
INSERT INTO "order_play_days" ("order_id", "date", "plays", "complete_plays", "played_ms", "complete_ms", "complete_hours")
SELECT "order_id", "date", sum("plays"), sum("complete_plays"), sum("played_ms"), sum("complete_ms"),
	hour_counts(array_agg("hour"::integer), array_agg("complete_plays"::bigint))
FROM "order_play_hours" GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "plays_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO order_play_days AS r (order_id, date, plays, complete_plays, played_ms, complete_ms, complete_hours)
  SELECT order_id, date, sum(plays), sum(complete_plays), sum(played_ms), sum(complete_ms),
         hour_counts(array_agg(hour), array_agg(complete_plays))
  FROM (
    SELECT order_id, ((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date AS date,
           extract(hour from started_at at time zone 'Asia/Dubai')::integer AS hour,
           count(*) AS plays, count(*) FILTER (WHERE complete) AS complete_plays,
           sum(duration_ms) AS played_ms,
           coalesce(sum(duration_ms) FILTER (WHERE complete), 0) AS complete_ms
    FROM added_plays GROUP BY 1, 2, 3) AS h
  GROUP BY 1, 2
  ON CONFLICT (order_id, date) DO UPDATE SET
    plays = r.plays + excluded.plays,
    complete_plays = r.complete_plays + excluded.complete_plays,
    played_ms = r.played_ms + excluded.played_ms,
    complete_ms = r.complete_ms + excluded.complete_ms,
    complete_hours = hour_counts_add(r.complete_hours, excluded.complete_hours);
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
