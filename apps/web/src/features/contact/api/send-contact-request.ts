import type { ContactRequest, ContactResponse } from '@screenspot/contracts/contact';
import { limits } from '@screenspot/contracts/limits';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/contact/request, form-encoded like the spec's calls, after the spec's submit delay. */
export async function sendContactRequest(request: ContactRequest): Promise<ContactResponse> {
  await wait(limits.submitDelayMs);
  return api.post<ContactResponse>('/api/contact/request', new URLSearchParams(request));
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
