import type { Campaign } from '@screenspot/contracts/booking-api';
import type { InvitePreview, InviteRole, Organisation } from '@screenspot/contracts/organisation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignKey, campaignsKey } from '../../../lib/campaign-keys';

export const organisationKey = ['organisation'] as const;

/** GET /api/organisation: members, roles, the approval limit and (for the owner) open invites. */
export function useOrganisation() {
  return useQuery({
    queryKey: organisationKey,
    queryFn: () => api.get<Organisation>('/api/organisation'),
  });
}

/** A change to the organisation whose answer is the organisation as it now is. */
function useOrganisationChange<Input>(change: (input: Input) => Promise<Organisation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (organisation) => queryClient.setQueryData(organisationKey, organisation),
  });
}

/** PUT /api/organisation/approval-limit (USD cents; null: no approval). */
export const useSetApprovalLimit = () =>
  useOrganisationChange((approvalLimitCents: number | null) =>
    api.put<Organisation>('/api/organisation/approval-limit', { approvalLimitCents }),
  );

/** PATCH /api/organisation/members/:customerId */
export const useChangeRole = () =>
  useOrganisationChange(({ customerId, role }: { customerId: number; role: InviteRole }) =>
    api.patch<Organisation>(`/api/organisation/members/${customerId}`, { role }),
  );

/** DELETE /api/organisation/members/:customerId */
export const useRemoveMember = () =>
  useOrganisationChange((customerId: number) =>
    api.delete<Organisation>(`/api/organisation/members/${customerId}`),
  );

/** DELETE /api/organisation/invites/:id */
export const useWithdrawInvite = () =>
  useOrganisationChange((id: number) =>
    api.delete<Organisation>(`/api/organisation/invites/${id}`),
  );

/** POST /api/organisation/invites: mails a single-use link; the list is read again. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: InviteRole }) =>
      api.post<{ id: number; url: string }>('/api/organisation/invites', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: organisationKey }),
  });
}

/** POST /api/organisation/leave: back to one's own organisation. */
export function useLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/api/organisation/leave'),
    onSuccess: () => queryClient.clear(),
  });
}

/** GET /api/invites/:token: what the link offers (no sign-in needed). */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['invite', token],
    queryFn: () => api.get<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/** POST /api/invites/:token/accept */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ organisationId: number }>(`/api/invites/${encodeURIComponent(token)}/accept`),
    onSuccess: () => queryClient.clear(),
  });
}

/**
 * POST /api/campaigns/:id/approval: the answer is the campaign with the decision recorded. It
 * replaces the campaign page's copy at once; the lists (and this campaign) are read again.
 */
export function useDecideSpend(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approve' | 'decline') =>
      api.post<Campaign>(`/api/campaigns/${campaignId}/approval`, { decision }),
    onSuccess: (campaign) => queryClient.setQueryData(campaignKey(campaignId), campaign),
    // Refused too (someone else decided first): the page reads the campaign as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
