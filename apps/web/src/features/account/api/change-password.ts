import type { MessageResponse } from '@screenspot/contracts/auth-fields';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user/password/change */
export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return api.post<MessageResponse>('/api/user/password/change', new URLSearchParams(body));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
