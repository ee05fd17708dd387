import type { MessageResponse } from '@screenspot/contracts/auth-fields';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PasswordResetRequestBody = { email: string } | { phoneNumber: string };

/** POST /api/password/reset/request: by email or by phone; a resend is the same call. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/password/reset/request', new URLSearchParams(body));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
