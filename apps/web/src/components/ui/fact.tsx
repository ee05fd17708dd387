import type { ReactNode } from 'react';

/** One term of a description list and its value, grouped so the list can lay each out as a unit. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
