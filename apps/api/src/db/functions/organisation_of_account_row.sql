-- organisation_of_account_row: a campaign, order, invoice, API token, webhook or proposal made
-- without an organisation takes its account's, and records the member who made it (decisions 0053,
-- 0056).
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.organisation_of_account_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.organisation_id IS NULL THEN
    SELECT id INTO NEW.organisation_id FROM organisations WHERE account_customer_id = NEW.customer_id;
  END IF;
  IF NEW.created_by IS NULL THEN
    NEW.created_by := NEW.customer_id;
  END IF;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER api_tokens_organisation BEFORE INSERT ON public.api_tokens FOR EACH ROW EXECUTE FUNCTION organisation_of_account_row();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER campaigns_organisation BEFORE INSERT ON public.campaigns FOR EACH ROW EXECUTE FUNCTION organisation_of_account_row();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER invoices_organisation BEFORE INSERT ON public.invoices FOR EACH ROW EXECUTE FUNCTION organisation_of_account_row();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_organisation BEFORE INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION organisation_of_account_row();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER proposals_organisation BEFORE INSERT ON public.proposals FOR EACH ROW EXECUTE FUNCTION organisation_of_account_row();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_endpoints_organisation BEFORE INSERT ON public.webhook_endpoints FOR EACH ROW EXECUTE FUNCTION organisation_of_account_row();
