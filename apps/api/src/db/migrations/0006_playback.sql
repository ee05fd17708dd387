CREATE TABLE "player_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"billboard_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"video_key" text NOT NULL,
	"sha256" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_pairings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_pairings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"claim_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"player_id" integer,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_revocation_acks" (
	"player_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"acked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_revocation_acks_player_id_item_id_pk" PRIMARY KEY("player_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"billboard_id" integer NOT NULL,
	"token_hash" text,
	"paired_by" integer,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"manifest_version" text,
	"current_item_token" text,
	"free_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"play_id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"billboard_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"expected_ms" integer NOT NULL,
	"status" text NOT NULL,
	"complete" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_items" ADD CONSTRAINT "player_items_billboard_id_billboards_id_fk" FOREIGN KEY ("billboard_id") REFERENCES "public"."billboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_items" ADD CONSTRAINT "player_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_pairings" ADD CONSTRAINT "player_pairings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_revocation_acks" ADD CONSTRAINT "player_revocation_acks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_revocation_acks" ADD CONSTRAINT "player_revocation_acks_item_id_player_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."player_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_billboard_id_billboards_id_fk" FOREIGN KEY ("billboard_id") REFERENCES "public"."billboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_paired_by_customers_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_items_token_key" ON "player_items" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "player_items_order_video_key" ON "player_items" USING btree ("billboard_id","order_id","video_key");--> statement-breakpoint
CREATE UNIQUE INDEX "player_pairings_code_hash_key" ON "player_pairings" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "player_pairings_claim_token_hash_key" ON "player_pairings" USING btree ("claim_token_hash");--> statement-breakpoint
CREATE INDEX "player_pairings_expires_idx" ON "player_pairings" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_token_hash_key" ON "players" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "players_billboard_idx" ON "players" USING btree ("billboard_id");--> statement-breakpoint
CREATE INDEX "plays_billboard_started_idx" ON "plays" USING btree ("billboard_id","started_at");--> statement-breakpoint
CREATE INDEX "plays_order_started_idx" ON "plays" USING btree ("order_id","started_at");--> statement-breakpoint
CREATE INDEX "plays_player_seq_idx" ON "plays" USING btree ("player_id","seq");