import type { ApiToken, ApiTokenCreateInput } from '@screenspot/contracts/api-token';
import { accountList } from './account-list';

const tokens = accountList<ApiToken>('tokens');

/** GET /api/user/tokens: the account's API tokens, never their secrets. */
export const useApiTokens = tokens.useItems;

/** POST /api/user/tokens: the answer holds the token, shown this once. */
export const useCreateApiToken = () =>
  tokens.useAdd<ApiTokenCreateInput, { id: number; token: string }>();

/** DELETE /api/user/tokens/:id: requests with it are refused from now on. */
export const useRevokeApiToken = tokens.useRemove;
