import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ConfirmRegistrationBody = { otpEmail: string; otpMobile: string; customerId: string };

/** POST /api/register/confirm */
export function confirmRegistration(body: ConfirmRegistrationBody) {
  return api.post<{ phoneNumber: string; username: string }>(
    '/api/register/confirm',
    new URLSearchParams(body),
  );
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
