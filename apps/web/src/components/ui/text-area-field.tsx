import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

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
  const { inputId, errorId, invalid } = useFieldIds(id, error);
  const countId = `${inputId}-count`;
  const showCount = count !== undefined && textarea.maxLength !== undefined;
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} error={error}>
      <textarea
        ref={ref}
        id={inputId}
        className="textarea"
        {...invalid}
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
    </FieldFrame>
  );
}
