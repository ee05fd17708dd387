import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useContractMessage } from '../../i18n/contract-messages';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  /** Shown under the field as "n/max" when the field has a maxLength. */
  count?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area with its error message (and, if asked, a character count). */
export function TextAreaField({ label, error, count, id, ref, ...textarea }: TextAreaFieldProps) {
  const message = useContractMessage();
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const errorId = `${fieldId}-error`;
  const countId = `${fieldId}-count`;
  const showCount = count !== undefined && textarea.maxLength !== undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        className="textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : showCount ? countId : undefined}
        {...textarea}
      />
      {showCount ? (
        <span id={countId} className="field-count">
          <bdi dir="ltr">
            {count}/{textarea.maxLength}
          </bdi>
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {message(error)}
        </span>
      ) : null}
    </div>
  );
}
