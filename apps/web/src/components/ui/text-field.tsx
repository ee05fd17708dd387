import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error message, wired for screen readers. */
export function TextField({ label, error, id, ref, ...input }: TextFieldProps) {
  const { inputId, errorId, invalid } = useFieldIds(id, error);
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} error={error}>
      <input ref={ref} id={inputId} className="input" {...invalid} {...input} />
    </FieldFrame>
  );
}
