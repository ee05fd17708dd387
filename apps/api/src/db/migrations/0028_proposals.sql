-- Proposals (decision 0056): a planner's quote sent to a client by an unguessable link. A held
-- proposal holds its cells in the ledger (`booking_cells.held`) until it is approved, declined,
-- revoked or expires; approval books it as a campaign once.
CREATE TABLE "proposals" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
  "organisation_id" integer REFERENCES "organisations"("id") ON DELETE cascade,
  "created_by" integer REFERENCES "customers"("id") ON DELETE set null,
  "name" text,
  "note" text,
  "items" jsonb NOT NULL,
  "quote" jsonb NOT NULL,
  "cells" jsonb NOT NULL,
  "total_cents" bigint NOT NULL,
  "held" boolean DEFAULT false NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "state" text DEFAULT 'open' NOT NULL,
  "token_hash" text,
  "shared_at" timestamp with time zone,
  "client_name" text,
  "client_email" text,
  "decided_at" timestamp with time zone,
  "campaign_id" integer REFERENCES "campaigns"("id") ON DELETE set null,
  "views" integer DEFAULT 0 NOT NULL,
  "viewed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "proposals_state" CHECK ("state" IN ('open', 'approved', 'declined', 'revoked', 'expired')),
  CONSTRAINT "proposals_held_only_open" CHECK (NOT "held" OR "state" = 'open')
);--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_token_key" ON "proposals" ("token_hash");--> statement-breakpoint
CREATE INDEX "proposals_customer_idx" ON "proposals" ("customer_id", "id");--> statement-breakpoint
CREATE INDEX "proposals_held_expiry_idx" ON "proposals" ("expires_at") WHERE "held";--> statement-breakpoint
CREATE TRIGGER "proposals_organisation" BEFORE INSERT ON "proposals" FOR EACH ROW EXECUTE FUNCTION "organisation_of_account_row"();
