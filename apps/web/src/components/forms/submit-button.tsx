import type { ReactNode } from 'react';
import { useIsClient } from '../../lib/use-is-client';

type Props = {
  pending: boolean;
  /** What the button says while the form is being sent, for example "Saving…". */
  pendingLabel: string;
  className?: string;
  /** Danger for a button that takes something away (a rejection, a revocation). */
  variant?: 'primary' | 'danger';
  children: ReactNode;
};

/**
 * A form's primary button: disabled, and saying what is happening, while the form is sent. On a
 * page the server rendered it waits for the app, so the form is never sent by the browser itself.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  className,
  variant = 'primary',
  children,
}: Props) {
  const look = `btn btn-${variant}`;
  const running = useIsClient();
  return (
    <button
      type="submit"
      className={className ? `${look} ${className}` : look}
      disabled={pending || !running}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
