import type { Customer } from '@screenspot/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProfileBody = { companyName?: string; name?: string; surname?: string };

/** POST /api/user/profile: blank fields keep their current value. */
export function updateProfile(body: ProfileBody): Promise<Customer> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) form.set(key, value ?? '');
  return api.post<Customer>('/api/user/profile', form);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
