import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useContractMessage } from '../../i18n/contract-messages';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error message, wired for screen readers. */
export function TextField({ label, error, id, ref, ...input }: TextFieldProps) {
  const message = useContractMessage();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {message(error)}
        </span>
      ) : null}
    </div>
  );
}
