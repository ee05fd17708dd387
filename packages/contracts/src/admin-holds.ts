import { historyReasonText } from './history-reasons';
import { z } from 'zod';

/**
 * The console's open holds (decision 0016): every order still holding cells unpaid, grouped by
 * customer, largest first, so an operator can see who keeps the catalogue off sale and release it.
 */
export const adminHoldOrderSchema = z.object({
  orderId: z.number().int(),
  campaignId: z.number().int().nullable(),
  billboardName: z.string(),
  statusCode: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Spots held over all its cells (spots per loop × cells). */
  spots: z.number().int(),
  totalCents: z.number().int(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminHoldOrder = z.infer<typeof adminHoldOrderSchema>;

export const adminHoldCustomerSchema = z.object({
  customer: z.object({
    id: z.number().int(),
    companyName: z.string(),
    name: z.string(),
    email: z.string(),
  }),
  campaigns: z.number().int(),
  totalCents: z.number().int(),
  orders: z.array(adminHoldOrderSchema),
});
export type AdminHoldCustomer = z.infer<typeof adminHoldCustomerSchema>;

export const adminHoldsSchema = z.array(adminHoldCustomerSchema);

/** A release as recorded: the order, its status before, who released it and when. */
export const holdReleaseSchema = z.object({
  orderId: z.number().int(),
  fromStatus: z.number().int(),
  releasedBy: z.number().int(),
  releasedAt: z.string(),
});
export type HoldRelease = z.infer<typeof holdReleaseSchema>;

/** The most open holds the console lists at once (the largest customers first). */
export const adminHoldsLimit = 500;

/** The history's words when an operator releases a hold (contracts' `history` catalogues). */
export const holdReleaseReason = historyReasonText({ key: 'holdReleased' });
