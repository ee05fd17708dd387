import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useField } from './field-frame';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  /** Added to the field's frame (the input keeps its own `className`). */
  frameClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error message, wired for screen readers. */
export function TextField({ label, error, id, ref, frameClassName, ...input }: TextFieldProps) {
  const { inputId, invalid, frame } = useField({
    id,
    label,
    error,
    frameClassName,
    lang: input.lang,
  });
  return (
    <FieldFrame {...frame}>
      <input ref={ref} id={inputId} className="input" {...invalid} {...input} />
    </FieldFrame>
  );
}
