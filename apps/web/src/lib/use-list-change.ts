import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change to a list read from the server: once the change has worked, the list is read again. */
export function useListChange<Input, Result>(
  listKey: QueryKey,
  change: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
