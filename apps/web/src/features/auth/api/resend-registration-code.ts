import type { MessageResponse } from '@screenspot/contracts/auth-fields';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResendRegistrationBody =
  { customerId: string; username: string } | { customerId: string; phoneNumber: string };

/** POST /api/register/resent: a new email code (username) or SMS code (phoneNumber). */
export function resendRegistrationCode(body: ResendRegistrationBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/register/resent', new URLSearchParams(body));
}

export function useResendRegistrationCode() {
  return useMutation({ mutationFn: resendRegistrationCode });
}
