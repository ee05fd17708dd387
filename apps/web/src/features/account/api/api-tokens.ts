import type { ApiToken, ApiTokenCreateInput } from '@screenspot/contracts/api-token';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListChange } from '../../../lib/use-list-change';

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
  return useListChange(tokensKey, (input: ApiTokenCreateInput) =>
    api.post<{ id: number; token: string }>('/api/user/tokens', input),
  );
}

/** DELETE /api/user/tokens/:id: requests with it are refused from now on. */
export function useRevokeApiToken() {
  return useListChange(tokensKey, (id: number) => api.delete<null>(`/api/user/tokens/${id}`));
}
