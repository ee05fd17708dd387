import type { RegisterResponse } from '@screenspot/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RegisterBody = {
  companyName: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  password: string;
  passwordConfirm: string;
  agreeWithTerms: boolean;
};

/** POST /api/register, form-encoded as the spec sends it. */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>(
    '/api/register',
    new URLSearchParams({ ...body, agreeWithTerms: String(body.agreeWithTerms) }),
  );
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
