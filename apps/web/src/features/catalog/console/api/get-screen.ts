import type { AdminScreen } from '@screenspot/contracts/admin-screens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

export function getScreen(id: number): Promise<AdminScreen> {
  return api.get<AdminScreen>(`/api/admin/screens/${id}`);
}

export const screenQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.screen(id), queryFn: () => getScreen(id) });

export function useScreen(id: number | null) {
  return useQuery({ ...screenQuery(id ?? 0), enabled: id !== null });
}
