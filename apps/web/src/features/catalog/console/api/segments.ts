import type { AdminSegment } from '@screenspot/contracts/admin-screens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useListChange } from '../../../../lib/use-list-change';
import { adminKeys } from '../../../../components/console/keys';

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

/** The screens show their segment's name, so they are read again too. */
export function useChangeSegment() {
  return useListChange([adminKeys.segments, adminKeys.screens], changeSegment);
}
