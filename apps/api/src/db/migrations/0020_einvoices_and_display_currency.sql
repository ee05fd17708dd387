CREATE TABLE "einvoice_transmissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_transmissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_kind" text NOT NULL,
	"document_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"driver" text,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"xml" text,
	"file_name" text,
	"provider_reference" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_transmissions_kind_check" CHECK ("document_kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "einvoice_transmissions_status_check" CHECK ("status" IN ('pending', 'sent', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "einvoice_transmissions" ADD CONSTRAINT "einvoice_transmissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_transmissions_document_key" ON "einvoice_transmissions" USING btree ("document_kind","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_transmissions_idempotency_key" ON "einvoice_transmissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "einvoice_transmissions_status_idx" ON "einvoice_transmissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "einvoice_transmissions_unqueued_idx" ON "einvoice_transmissions" USING btree ("queued_at");
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_currency_check" CHECK ("currency" IN ('USD', 'AED'));
