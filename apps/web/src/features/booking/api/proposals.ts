import type {
  Proposal,
  ProposalAnswer,
  ProposalApproval,
  ProposalLink,
  PublicProposal,
} from '@screenspot/contracts/proposal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ScheduleChoice } from '../schedule';

const proposalsKey = ['proposals'] as const;

/** POST /api/proposals: a plan for a client, priced like a quote, its cells held when asked. */
export function useCreateProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      name?: string;
      note?: string;
      hold: boolean;
      clientId?: number;
      items: (ScheduleChoice & { ledId: number })[];
    }) => api.post<Proposal>('/api/proposals', input),
    onSuccess: () => client.invalidateQueries({ queryKey: proposalsKey }),
  });
}

/** GET /api/proposals: the organisation's newest proposals. */
export function useProposals() {
  return useQuery({
    queryKey: proposalsKey,
    queryFn: () => api.get<Proposal[]>('/api/proposals'),
  });
}

/** POST share: a new link; its token is in this answer only. */
export function useShareProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ProposalLink>(`/api/proposals/${id}/share`),
    onSuccess: () => client.invalidateQueries({ queryKey: proposalsKey }),
  });
}

/** POST revoke: the link answers 410 from then on; a hold gives its cells back. */
export function useRevokeProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Proposal>(`/api/proposals/${id}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: proposalsKey }),
  });
}

const linkKey = (token: string) => ['proposal-link', token] as const;
const linkPath = (token: string) => `/api/p/${encodeURIComponent(token)}`;

/** GET /api/p/:token: the plan, for whoever holds the link. */
export function usePublicProposal(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: () => api.get<PublicProposal>(linkPath(token)),
    retry: false,
  });
}

/** POST approval-code: a one-time code mailed to the client. */
export function useRequestApprovalCode(token: string) {
  return useMutation({
    mutationFn: (answer: ProposalAnswer) =>
      api.post<null>(`${linkPath(token)}/approval-code`, answer),
  });
}

/** POST approve / decline: the answer, and the plan as it now stands. */
export function useAnswerProposal(token: string, answer: 'approve' | 'decline') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposalAnswer | ProposalApproval) =>
      api.post<PublicProposal>(`${linkPath(token)}/${answer}`, body),
    onSuccess: (proposal) => client.setQueryData(linkKey(token), proposal),
  });
}
