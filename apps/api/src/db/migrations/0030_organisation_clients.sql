-- Clients of an agency (decision 0060): the advertisers an organisation books and proposes for. A
-- campaign and a proposal may name one; the organisation says whether its tax invoices are
-- addressed to itself or to the campaign's client. A client a campaign names is archived, never
-- deleted, so the campaign keeps it.
CREATE TABLE "organisation_clients" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "name_ar" text,
  "billing_address" text NOT NULL,
  "trn" text,
  "contact_email" text NOT NULL,
  "archived_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "organisation_clients_trn" CHECK ("trn" IS NULL OR "trn" ~ '^[0-9]{15}$')
);--> statement-breakpoint
CREATE INDEX "organisation_clients_organisation_idx" ON "organisation_clients" ("organisation_id", "name");--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "invoice_addressee" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_invoice_addressee" CHECK ("invoice_addressee" IN ('agency', 'client'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "client_id" integer REFERENCES "organisation_clients"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "campaigns_client_idx" ON "campaigns" ("client_id") WHERE "client_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "client_id" integer REFERENCES "organisation_clients"("id") ON DELETE set null;
