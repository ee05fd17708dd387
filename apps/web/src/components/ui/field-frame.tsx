import { useId, type ReactNode } from 'react';
import { useContractMessage } from '../../i18n/contract-messages';

/**
 * The ids a field's control and its error share, and the attributes that tie the control to
 * its error for screen readers (none while the field is valid).
 */
export function useFieldIds(id: string | undefined, error: string | undefined) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return {
    inputId,
    errorId,
    invalid: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  } as const;
}

/** Every field's frame: its label, the control (and whatever stands under it), its error. */
export function FieldFrame({
  label,
  inputId,
  errorId,
  error,
  children,
}: {
  label: string;
  inputId: string;
  errorId: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  children: ReactNode;
}) {
  const message = useContractMessage();
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      {children}
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {message(error)}
        </span>
      ) : null}
    </div>
  );
}
