import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to lists read from the server: once the change has worked, each of them is read again
 * (without waiting for them).
 */
export function useListChange<Input, Result>(
  listKeys: readonly QueryKey[],
  change: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      for (const queryKey of listKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
