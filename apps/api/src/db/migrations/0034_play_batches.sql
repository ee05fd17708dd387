-- Signed batches of play records (decision 0064): a player with a key signs once per upload the
-- list of its records' SHA-256 hashes. The batch keeps that signature and the ordered hashes (32
-- bytes each), so a proof shows one advertiser's plays and only the hashes of the others; each play
-- stored from a batch points at it. `batch_hash` is the SHA-256 of the signed text: a batch sent
-- again is found by it, and it is the batch's id in the proof CSV. Like plays, a batch outlives its
-- player (no foreign key): a proof stays checkable after a screen is gone.
CREATE TABLE "play_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"batch_hash" text NOT NULL,
	"signature" text NOT NULL,
	"leaves" bytea NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_batches_leaves_check" CHECK (octet_length("leaves") > 0 AND octet_length("leaves") % 32 = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "play_batches_batch_hash_key" ON "play_batches" USING btree ("batch_hash");--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "batch_id" bigint;
