import type { EmailPreferences, EmailPreferencesUpdate } from '@screenspot/contracts/notification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const preferencesKey = ['notification', 'preferences'] as const;

/** GET /api/notification/preferences: which order events the customer receives by email. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => api.get<EmailPreferences>('/api/notification/preferences'),
  });
}

/** PUT /api/notification/preferences: turns the kinds given on or off. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailPreferencesUpdate) =>
      api.put<EmailPreferences>('/api/notification/preferences', change),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer),
  });
}
