import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A button that runs a mutation with one input (and its per-call options), held back while the
 * mutation runs. The mutation's error is the caller's to show.
 */
export function MutationButton<TData, TError, TInput, TContext>({
  mutation,
  input,
  options,
  variant = 'secondary',
  children,
}: {
  mutation: Pick<UseMutationResult<TData, TError, TInput, TContext>, 'isPending' | 'mutate'>;
  input: NoInfer<TInput>;
  options?: NoInfer<MutateOptions<TData, TError, TInput, TContext>>;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn-${variant}`}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(input, options)}
    >
      {children}
    </button>
  );
}
