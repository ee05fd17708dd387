-- An order's notice keeps its event's values (decision 0059): the app reads it again in the
-- customer's language of the moment, so a notice made in English reads in Arabic after a switch.
-- Notices made before keep the words they were written in.
ALTER TABLE "notifications" ADD COLUMN "event" jsonb;
