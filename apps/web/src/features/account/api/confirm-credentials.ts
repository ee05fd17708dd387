import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CredentialsConfirmBody = {
  otpEmail?: string;
  otpEmailToChange?: string;
  otpMobile?: string;
  otpMobileToChange?: string;
};

/** POST /api/user/credentials/confirm: the codes from the old and the new address or number. */
export function confirmCredentials(
  body: CredentialsConfirmBody,
): Promise<CredentialsConfirmResponse> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value) form.set(key, value);
  return api.post<CredentialsConfirmResponse>('/api/user/credentials/confirm', form);
}

export function useConfirmCredentials() {
  return useMutation({ mutationFn: confirmCredentials });
}
