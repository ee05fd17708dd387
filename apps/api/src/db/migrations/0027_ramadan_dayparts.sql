-- Ramadan dayparts per screen (decision 0054): an operator switches a screen to sell, on each
-- Ramadan date, `pre_iftar` and `after_iftar` (anchored to that date's sunset at the screen) in
-- place of its evening and night, each at its own multiplier in basis points (10000 = ×1).
ALTER TABLE "screens" ADD COLUMN "ramadan_dayparts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "pre_iftar_multiplier" integer DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "after_iftar_multiplier" integer DEFAULT 12500 NOT NULL;
