import type { PasswordResetVerifyResponse } from '@screenspot/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PasswordResetVerifyBody =
  { email: string; otpEmail: string } | { phoneNumber: string; otpMobile: string };

/** POST /api/password/reset/verify: a right code is exchanged for a reset token. */
export function verifyPasswordReset(
  body: PasswordResetVerifyBody,
): Promise<PasswordResetVerifyResponse> {
  return api.post<PasswordResetVerifyResponse>(
    '/api/password/reset/verify',
    new URLSearchParams(body),
  );
}

export function useVerifyPasswordReset() {
  return useMutation({ mutationFn: verifyPasswordReset });
}
