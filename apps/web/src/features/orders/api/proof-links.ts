import type { ProofLink, ProofLinkCreated, ProofView } from '@screenspot/contracts/proof';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const linksKey = (campaignId: number) => ['campaigns', campaignId, 'proof-links'] as const;

/** GET /api/campaigns/:id/proof-links: the owner's links, newest first. */
export function useProofLinks(campaignId: number) {
  return useQuery({
    queryKey: linksKey(campaignId),
    queryFn: () => api.get<ProofLink[]>(`/api/campaigns/${campaignId}/proof-links`),
  });
}

/** POST: a new link; its token is in this answer only. */
export function useCreateProofLink(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ProofLinkCreated>(`/api/campaigns/${campaignId}/proof-links`),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(campaignId) }),
  });
}

/** DELETE: the link stops working at once. */
export function useRevokeProofLink(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      api.delete<null>(`/api/campaigns/${campaignId}/proof-links/${linkId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(campaignId) }),
  });
}

/** GET /api/proof/:token: what the link shows, to anyone holding it. */
export function useProofView(token: string) {
  return useQuery({
    queryKey: ['proof', token],
    queryFn: () => api.get<ProofView>(`/api/proof/${encodeURIComponent(token)}`),
    retry: false,
  });
}
