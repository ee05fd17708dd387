-- Proof a client can verify (decision 0049): each player's Ed25519 public key, registered when it
-- claims its token; the signature kept with every play and screenshot (null: sent by a player
-- paired before keys, shown as unsigned); refused signatures counted per player; and each
-- campaign's revocable proof links, stored as the SHA-256 of their token.
ALTER TABLE "players" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "signature_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "player_screenshots" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_screenshots" ADD COLUMN "signature" text;--> statement-breakpoint
CREATE TABLE "campaign_proof_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_proof_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"created_by" integer REFERENCES "customers"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_proof_links_token_hash_key" ON "campaign_proof_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "campaign_proof_links_campaign_idx" ON "campaign_proof_links" USING btree ("campaign_id","id");
