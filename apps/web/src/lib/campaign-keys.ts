// Under the orders key: a live order event (approved, paid, expired) refetches campaigns too.
// Shared here because more than one feature changes a campaign (booking, spend approval).
export const campaignsKey = ['orders', 'campaigns'] as const;

/** The query key of one campaign, as the campaign page reads it. */
export const campaignKey = (id: number) => [...campaignsKey, id] as const;
