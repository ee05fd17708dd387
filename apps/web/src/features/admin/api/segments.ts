import type { AdminSegment } from '@screenspot/contracts/admin-screens';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getSegments(): Promise<AdminSegment[]> {
  return api.get<AdminSegment[]>('/api/admin/segments');
}

export const segmentsQuery = queryOptions({ queryKey: adminKeys.segments, queryFn: getSegments });

export function useSegments() {
  return useQuery(segmentsQuery);
}

type SegmentChange =
  | { action: 'create'; value: string }
  | { action: 'rename'; id: number; value: string; valueAr?: string }
  | { action: 'delete'; id: number };

export function changeSegment(change: SegmentChange): Promise<AdminSegment | void> {
  if (change.action === 'create')
    return api.post<AdminSegment>('/api/admin/segments', { value: change.value });
  if (change.action === 'rename') {
    return api.put<AdminSegment>(`/api/admin/segments/${change.id}`, {
      value: change.value,
      ...(change.valueAr === undefined ? {} : { valueAr: change.valueAr }),
    });
  }
  return api.delete<void>(`/api/admin/segments/${change.id}`);
}

export function useChangeSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSegment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.segments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.screens });
    },
  });
}
