-- order_hold_follows_status: an order's held cells follow its status. Leaving a holding status
-- (awaiting video 6, under review 0, approved 1) releases the hold, and turns it into booked spots
-- when the order is paid (2). An approved order's hold lasts 48 hours, or until its first cell.
-- The current definition, kept readable here; the migrations are its history. A test checks
-- that applying this file to the migrated database changes nothing, so the two cannot drift.

CREATE OR REPLACE FUNCTION public.order_hold_follows_status()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  was_holding boolean := OLD.status_code IN (6, 0, 1);
  now_holding boolean := NEW.status_code IN (6, 0, 1);
BEGIN
  IF NEW.status_code = OLD.status_code THEN
    RETURN NEW;
  END IF;
  IF was_holding AND NOT now_holding THEN
    PERFORM 1 FROM booking_cells c
      JOIN order_cells oc ON oc.screen_id = c.screen_id AND oc.date = c.date AND oc.daypart = c.daypart
      WHERE oc.order_id = NEW.id
      ORDER BY c.screen_id, c.date, c.daypart
      FOR UPDATE OF c;
    UPDATE booking_cells c
      SET held = c.held - oc.spots,
          booked = c.booked + CASE WHEN NEW.status_code = 2 THEN oc.spots ELSE 0 END
      FROM order_cells oc
      WHERE oc.order_id = NEW.id AND c.screen_id = oc.screen_id AND c.date = oc.date AND c.daypart = oc.daypart;
    NEW.hold_expires_at := NULL;
  ELSIF NEW.status_code = 1 AND NEW.first_cell_at IS NOT NULL THEN
    NEW.hold_expires_at := least(now() + interval '48 hours', NEW.first_cell_at);
  END IF;
  RETURN NEW;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_hold_follows_status BEFORE UPDATE OF status_code ON public.orders FOR EACH ROW EXECUTE FUNCTION order_hold_follows_status();
