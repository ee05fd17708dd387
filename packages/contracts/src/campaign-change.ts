import { z } from 'zod';
import { campaignItemsSchema, campaignOrderSchema, isoDate, quoteSchema } from './booking-api';

/** Why a change of a paid campaign is refused (keys `campaignChange.*` in the catalogues). */
export const campaignChangeMessages = {
  notPaid: 'Only a paid campaign can be changed; this one is not paid yet.',
  endNotLater: "The new end date must be after the last day of the campaign's screens",
  kind: 'Choose to extend the campaign or to add screens',
} as const;

/**
 * A change of a paid campaign (decision 0042): more days for the screens it has (a new last day),
 * or more screens with their own schedule. Either is a new quote, held and paid on its own.
 */
export const campaignChangeRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('extend'), endDate: isoDate }),
    z.object({ kind: z.literal('screens'), items: campaignItemsSchema }),
  ],
  { error: campaignChangeMessages.kind },
);
export type CampaignChangeRequest = z.input<typeof campaignChangeRequestSchema>;

/** The change's new orders (in the same campaign) and their quote, frozen at booking. */
export const campaignChangeSchema = z.object({
  campaignId: z.number().int(),
  orders: z.array(campaignOrderSchema),
  quote: quoteSchema,
});
export type CampaignChange = z.infer<typeof campaignChangeSchema>;
