import type {
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from '@screenspot/contracts/second-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

const statusKey = [...adminKeys.me, 'second-factor'] as const;

export const secondFactorQuery = queryOptions({
  queryKey: statusKey,
  queryFn: () => api.get<SecondFactorStatus>('/api/admin/second-factor'),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useSecondFactorStatus() {
  return useQuery(secondFactorQuery);
}

/** A new secret and its QR code; nothing changes for sign-in until a code confirms it. */
export function useStartSecondFactor() {
  return useMutation({
    mutationFn: () => api.post<SecondFactorSetup>('/api/admin/second-factor/setup', {}),
  });
}

export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<SecondFactorStatus>('/api/admin/second-factor/confirm', { code }),
    onSuccess: (status) => {
      queryClient.setQueryData(statusKey, status);
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    },
  });
}
