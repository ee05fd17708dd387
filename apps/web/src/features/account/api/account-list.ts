import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListChange } from '../../../lib/use-list-change';

/**
 * One of the account's lists at /api/user/<name> (tokens, devices, webhooks): its query key, the
 * hook that reads it, and the hooks that add to it and take from it, each reading it again after.
 */
export function accountList<Item>(name: string) {
  const path = `/api/user/${name}`;
  const key = ['user', name] as const;
  return {
    key,
    path,
    /** GET /api/user/<name> */
    useItems: () => useQuery({ queryKey: key, queryFn: () => api.get<Item[]>(path) }),
    /** POST /api/user/<name>: the answer says what was added. */
    useAdd: <Input extends Record<string, unknown>, Added>() =>
      useListChange([key], (input: Input) => api.post<Added>(path, input)),
    /** DELETE /api/user/<name>/:id */
    useRemove: () => useListChange([key], (id: number) => api.delete<null>(`${path}/${id}`)),
  };
}
