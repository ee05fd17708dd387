ALTER TABLE "customers" ADD COLUMN "second_factor_secret" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "second_factor_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "second_factor_last_step" integer;