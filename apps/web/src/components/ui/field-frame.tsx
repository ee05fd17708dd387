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

type FrameProps = {
  label: string;
  inputId: string;
  errorId: string;
  /** Shown under the field; pass it only once the field has been touched. */
  error?: string;
  /** Added to the frame's own `field` class (a grid placement, say). */
  className?: string;
  /** The label's language, when it is not the page's (an Arabic field on an English page). */
  lang?: string;
};

/**
 * A labelled control's ids and frame: `invalid` goes on the control, `frame` on its FieldFrame.
 * The label takes the control's language.
 */
export function useField({
  id,
  label,
  error,
  frameClassName,
  lang,
}: {
  id: string | undefined;
  label: string;
  error: string | undefined;
  frameClassName: string | undefined;
  lang: string | undefined;
}) {
  const { inputId, errorId, invalid } = useFieldIds(id, error);
  const frame: FrameProps = { label, inputId, errorId, error, className: frameClassName, lang };
  return { inputId, invalid, frame };
}

/** Every field's frame: its label, the control (and whatever stands under it), its error. */
export function FieldFrame({
  label,
  inputId,
  errorId,
  error,
  className,
  lang,
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={inputId} lang={lang}>
        {label}
      </label>
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's (or a group of fields') error, in the reader's language; nothing while valid. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  const message = useContractMessage();
  return error ? (
    <span id={id} className="field-error" role="alert">
      {message(error)}
    </span>
  ) : null;
}
