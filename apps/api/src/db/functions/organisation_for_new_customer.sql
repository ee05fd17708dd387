-- organisation_for_new_customer: every new customer founds an organisation of their own, as its
-- owner (decision 0053); an invite later moves them into another.
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.organisation_for_new_customer()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  organisation integer;
BEGIN
  INSERT INTO organisations (name, account_customer_id) VALUES (NEW.company_name, NEW.id)
    RETURNING id INTO organisation;
  INSERT INTO organisation_members (customer_id, organisation_id, role) VALUES (NEW.id, organisation, 'owner');
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_own_organisation AFTER INSERT ON public.customers FOR EACH ROW EXECUTE FUNCTION organisation_for_new_customer();
