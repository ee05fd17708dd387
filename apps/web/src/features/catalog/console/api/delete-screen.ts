import { api } from '../../../../lib/api-client';
import { useListChange } from '../../../../lib/use-list-change';
import { adminKeys } from '../../../../components/console/keys';

export function deleteScreen(id: number): Promise<void> {
  return api.delete<void>(`/api/admin/screens/${id}`);
}

/** The screen's segment counts one screen fewer. */
export function useDeleteScreen() {
  return useListChange([adminKeys.screens, adminKeys.segments], deleteScreen);
}
