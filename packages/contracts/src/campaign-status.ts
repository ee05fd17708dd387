import { z } from 'zod';

/**
 * A campaign's status, derived from its orders' statuses (never stored), in the order a campaign
 * moves through them: waiting for a video, under review, awaiting payment, paid before its first
 * spot, playing, done; or, with nothing left alive, cancelled or expired.
 */
export const campaignStatuses = [
  'draft',
  'awaiting_approval',
  'in_review',
  'awaiting_payment',
  'scheduled',
  'live',
  'completed',
  'cancelled',
  'expired',
] as const;

export const campaignStatusSchema = z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;
