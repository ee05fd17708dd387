import type { Ref, SelectHTMLAttributes } from 'react';
import { useContentLanguage, type ContentLanguage } from '../../lib/content-language';
import { FieldFrame, useField } from './field-frame';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  /** Added to the field's frame (the select keeps its own `className`). */
  frameClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled dropdown (its options are the children) with its error message. */
export function SelectField({
  label,
  error,
  id,
  ref,
  frameClassName,
  children,
  ...select
}: SelectFieldProps) {
  const { inputId, invalid, frame } = useField({
    id,
    label,
    error,
    frameClassName,
    lang: select.lang,
  });
  return (
    <FieldFrame {...frame}>
      <select ref={ref} id={inputId} className="select" {...invalid} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * A dropdown's options over a catalogue named in both languages: an empty first choice (`empty`),
 * then each of `ids` by its name in the language in use.
 */
export function NamedOptions<Id extends string>({
  empty,
  ids,
  names,
}: {
  empty: string;
  ids: readonly Id[];
  names: Record<Id, Readonly<Record<ContentLanguage, string>>>;
}) {
  const language = useContentLanguage();
  return (
    <>
      <option value="">{empty}</option>
      {ids.map((id) => (
        <option key={id} value={id}>
          {names[id][language]}
        </option>
      ))}
    </>
  );
}
