import type { ApiToken, ApiTokenCreateInput } from '@screenspot/contracts/api-token';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const tokensKey = ['user', 'tokens'] as const;

/** GET /api/user/tokens: the account's API tokens, never their secrets. */
export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: () => api.get<ApiToken[]>('/api/user/tokens'),
  });
}

/** POST /api/user/tokens: the answer holds the token, shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreateInput) =>
      api.post<{ id: number; token: string }>('/api/user/tokens', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** DELETE /api/user/tokens/:id: requests with it are refused from now on. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/api/user/tokens/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
