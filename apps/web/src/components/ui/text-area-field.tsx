import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useField } from './field-frame';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  /** Shown under the field as "n/max" when the field has a maxLength. */
  count?: number;
  /** Added to the field's frame (the text area keeps its own `className`). */
  frameClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area with its error message (and, if asked, a character count). */
export function TextAreaField({
  label,
  error,
  count,
  id,
  ref,
  frameClassName,
  ...textarea
}: TextAreaFieldProps) {
  const { inputId, invalid, frame } = useField({
    id,
    label,
    error,
    frameClassName,
    lang: textarea.lang,
  });
  const errorId = frame.errorId;
  const countId = `${inputId}-count`;
  const showCount = count !== undefined && textarea.maxLength !== undefined;
  return (
    <FieldFrame {...frame}>
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
