import type { ReactNode } from 'react';

type Props = {
  pending: boolean;
  /** What the button says while the form is being sent, for example "Saving…". */
  pendingLabel: string;
  className?: string;
  /** Danger for a button that takes something away (a rejection, a revocation). */
  variant?: 'primary' | 'danger';
  children: ReactNode;
};

/** A form's primary button: disabled, and saying what is happening, while the form is sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  className,
  variant = 'primary',
  children,
}: Props) {
  const look = `btn btn-${variant}`;
  return (
    <button type="submit" className={className ? `${look} ${className}` : look} disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
