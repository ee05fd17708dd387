-- Organisations own the data, and members act in roles (decision 0053). Every existing customer
-- becomes the owner of a one-member organisation whose account key is that customer: the rows
-- already keyed on the customer are the organisation's rows, so nothing moves and nothing is lost.
CREATE TABLE "organisations" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "name" text NOT NULL,
  "account_customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
  "approval_limit_cents" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "organisations_approval_limit_non_negative" CHECK ("approval_limit_cents" IS NULL OR "approval_limit_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_account_key" ON "organisations" ("account_customer_id");--> statement-breakpoint
CREATE TABLE "organisation_members" (
  "customer_id" integer PRIMARY KEY REFERENCES "customers"("id") ON DELETE cascade,
  "organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
  "role" text NOT NULL,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "organisation_members_role" CHECK ("role" IN ('owner', 'planner', 'approver', 'finance', 'viewer'))
);--> statement-breakpoint
CREATE INDEX "organisation_members_organisation_idx" ON "organisation_members" ("organisation_id");--> statement-breakpoint
CREATE TABLE "organisation_invites" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
  "email" text NOT NULL,
  "role" text NOT NULL,
  "token_hash" text NOT NULL,
  "invited_by" integer REFERENCES "customers"("id") ON DELETE set null,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  "accepted_by" integer REFERENCES "customers"("id") ON DELETE set null,
  "revoked_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "organisation_invites_role" CHECK ("role" IN ('planner', 'approver', 'finance', 'viewer'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invites_token_key" ON "organisation_invites" ("token_hash");--> statement-breakpoint
CREATE INDEX "organisation_invites_organisation_idx" ON "organisation_invites" ("organisation_id");--> statement-breakpoint
CREATE TABLE "campaign_approvals" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "campaign_id" integer NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
  "decision" text NOT NULL,
  "decided_by" integer REFERENCES "customers"("id") ON DELETE set null,
  "decided_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "campaign_approvals_decision" CHECK ("decision" IN ('approved', 'declined'))
);--> statement-breakpoint
CREATE INDEX "campaign_approvals_campaign_idx" ON "campaign_approvals" ("campaign_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "approval_state" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_approval_state" CHECK ("approval_state" IS NULL OR "approval_state" IN ('awaiting_approval', 'approved', 'declined'));--> statement-breakpoint
INSERT INTO "organisations" ("name", "account_customer_id", "created_at")
  SELECT "company_name", "id", "created_at" FROM "customers" ORDER BY "id";--> statement-breakpoint
INSERT INTO "organisation_members" ("customer_id", "organisation_id", "role", "joined_at")
  SELECT o."account_customer_id", o."id", 'owner', o."created_at" FROM "organisations" o;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "organisation_id" integer REFERENCES "organisations"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "created_by" integer REFERENCES "customers"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "organisation_id" integer REFERENCES "organisations"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by" integer REFERENCES "customers"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "organisation_id" integer REFERENCES "organisations"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by" integer REFERENCES "customers"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "organisation_id" integer REFERENCES "organisations"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "created_by" integer REFERENCES "customers"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "organisation_id" integer REFERENCES "organisations"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "created_by" integer REFERENCES "customers"("id") ON DELETE set null;--> statement-breakpoint
UPDATE "campaigns" t SET "organisation_id" = o."id", "created_by" = t."customer_id" FROM "organisations" o WHERE o."account_customer_id" = t."customer_id";--> statement-breakpoint
UPDATE "orders" t SET "organisation_id" = o."id", "created_by" = t."customer_id" FROM "organisations" o WHERE o."account_customer_id" = t."customer_id";--> statement-breakpoint
UPDATE "invoices" t SET "organisation_id" = o."id", "created_by" = t."customer_id" FROM "organisations" o WHERE o."account_customer_id" = t."customer_id";--> statement-breakpoint
UPDATE "api_tokens" t SET "organisation_id" = o."id", "created_by" = t."customer_id" FROM "organisations" o WHERE o."account_customer_id" = t."customer_id";--> statement-breakpoint
UPDATE "webhook_endpoints" t SET "organisation_id" = o."id", "created_by" = t."customer_id" FROM "organisations" o WHERE o."account_customer_id" = t."customer_id";--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_organisation_idx" ON "campaigns" ("organisation_id");--> statement-breakpoint
CREATE INDEX "orders_organisation_idx" ON "orders" ("organisation_id");--> statement-breakpoint
CREATE INDEX "invoices_organisation_idx" ON "invoices" ("organisation_id");--> statement-breakpoint
CREATE INDEX "api_tokens_organisation_idx" ON "api_tokens" ("organisation_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organisation_idx" ON "webhook_endpoints" ("organisation_id");--> statement-breakpoint
-- A new account starts as the owner of its own organisation, whichever code made the account.
CREATE FUNCTION "organisation_for_new_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  organisation integer;
BEGIN
  INSERT INTO organisations (name, account_customer_id) VALUES (NEW.company_name, NEW.id)
    RETURNING id INTO organisation;
  INSERT INTO organisation_members (customer_id, organisation_id, role) VALUES (NEW.id, organisation, 'owner');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_own_organisation" AFTER INSERT ON "customers" FOR EACH ROW EXECUTE FUNCTION "organisation_for_new_customer"();--> statement-breakpoint
-- A row written under an organisation's account key names the organisation, and its maker (the
-- account itself unless the writer names the member).
CREATE FUNCTION "organisation_of_account_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organisation_id IS NULL THEN
    SELECT id INTO NEW.organisation_id FROM organisations WHERE account_customer_id = NEW.customer_id;
  END IF;
  IF NEW.created_by IS NULL THEN
    NEW.created_by := NEW.customer_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_organisation" BEFORE INSERT ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "organisation_of_account_row"();--> statement-breakpoint
CREATE TRIGGER "orders_organisation" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "organisation_of_account_row"();--> statement-breakpoint
CREATE TRIGGER "invoices_organisation" BEFORE INSERT ON "invoices" FOR EACH ROW EXECUTE FUNCTION "organisation_of_account_row"();--> statement-breakpoint
CREATE TRIGGER "api_tokens_organisation" BEFORE INSERT ON "api_tokens" FOR EACH ROW EXECUTE FUNCTION "organisation_of_account_row"();--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_organisation" BEFORE INSERT ON "webhook_endpoints" FOR EACH ROW EXECUTE FUNCTION "organisation_of_account_row"();
