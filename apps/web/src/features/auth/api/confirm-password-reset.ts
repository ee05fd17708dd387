import type { MessageResponse } from '@screenspot/contracts/auth-fields';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/password/reset/confirm: the new password, with the token in otp. */
export function confirmPasswordReset(body: { password: string; otp: string }) {
  return api.post<MessageResponse>('/api/password/reset/confirm', new URLSearchParams(body));
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
