-- Arabic search folds spelling variants (alef forms, taa marbuta, alef maqsura, tatweel,
-- diacritics; db/arabic-folding.ts): the folded name and location are generated columns, and the
-- trigram indexes move to them from the raw Arabic columns, which search no longer reads.
DROP INDEX "billboards_location_ar_trgm_idx";--> statement-breakpoint
DROP INDEX "billboards_name_ar_trgm_idx";--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "billboard_name_ar_folded" text GENERATED ALWAYS AS (translate(billboard_name_ar, U&'\0623\0625\0622\0671\0629\0649\0640\064b\064c\064d\064e\064f\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065a\065b\065c\065d\065e\065f\0670', U&'\0627\0627\0627\0627\0647\064a')) STORED;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "location_ar_folded" text GENERATED ALWAYS AS (translate(location_ar, U&'\0623\0625\0622\0671\0629\0649\0640\064b\064c\064d\064e\064f\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065a\065b\065c\065d\065e\065f\0670', U&'\0627\0627\0627\0627\0647\064a')) STORED;--> statement-breakpoint
CREATE INDEX "billboards_location_ar_folded_trgm_idx" ON "billboards" USING gin ("location_ar_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billboards_name_ar_folded_trgm_idx" ON "billboards" USING gin ("billboard_name_ar_folded" gin_trgm_ops);