import type { MessageResponse } from '@screenspot/contracts/auth-fields';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CredentialsChangeBody = {
  password: string;
  emailToChange?: string;
  phoneNumberToChange?: string;
};

/** POST /api/user/credentials/change; empty fields are dropped, as the spec does. */
export function changeCredentials(body: CredentialsChangeBody): Promise<MessageResponse> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value) form.set(key, value);
  return api.post<MessageResponse>('/api/user/credentials/change', form);
}

export function useChangeCredentials() {
  return useMutation({ mutationFn: changeCredentials });
}
