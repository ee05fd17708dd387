import type { RejectionReport } from '@screenspot/contracts/compliance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const rejectionsKey = ['admin', 'reports', 'rejections'] as const;

/** Rejections by reason code per month. */
export function useRejectionReport() {
  return useQuery({
    queryKey: rejectionsKey,
    queryFn: () => api.get<RejectionReport>('/api/admin/reports/rejections'),
  });
}
