-- The reasons the system gives for moving an order are kept by key (contracts' `history`
-- catalogues), so the order history reads in the customer's language of the moment. The English
-- words stay in `reason` for the console and the logs; an operator's typed reason has no key.
ALTER TABLE "order_status_history" ADD COLUMN "reason_key" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason_values" jsonb;--> statement-breakpoint
UPDATE "order_status_history" SET "reason_key" = CASE "reason"
  WHEN 'The hold lapsed before payment' THEN 'holdLapsed'
  WHEN 'Hold released by an operator' THEN 'holdReleased'
  WHEN 'Cancelled by the customer' THEN 'cancelledByCustomer'
  WHEN 'Ended early by the customer' THEN 'endedByCustomer'
  WHEN 'Its last booked cell has ended' THEN 'lastCellEnded'
  WHEN 'Spend declined by an approver' THEN 'spendDeclined'
  WHEN 'Card payment received' THEN 'cardPaymentReceived'
END
WHERE "reason" IN ('The hold lapsed before payment', 'Hold released by an operator',
  'Cancelled by the customer', 'Ended early by the customer', 'Its last booked cell has ended',
  'Spend declined by an approver', 'Card payment received');--> statement-breakpoint
UPDATE "order_status_history"
SET "reason_key" = 'bankTransferReceived',
    "reason_values" = jsonb_build_object('reference', substring("reason" from '^Bank transfer received \((.*)\)$'))
WHERE "reason" ~ '^Bank transfer received \(.*\)$';
