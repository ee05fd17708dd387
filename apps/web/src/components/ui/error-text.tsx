/**
 * A failure's message where a form or panel shows it, announced as it appears; nothing without
 * one. The message is already in the language in use (the API answers in it; the web words its
 * own failures by key).
 */
export function ErrorText({
  error,
  id,
  className = 'form-error',
  inline = false,
  announced = true,
}: {
  error: { message: string } | string | null | undefined;
  id?: string;
  /** `form-error` under a form or panel; `field-error` beside a control. */
  className?: string;
  /** A span inside a line of controls, rather than a paragraph of its own. */
  inline?: boolean;
  /** False inside a region that is already announced (a form's status line). */
  announced?: boolean;
}) {
  if (!error) return null;
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag id={id} className={className} role={announced ? 'alert' : undefined}>
      {typeof error === 'string' ? error : error.message}
    </Tag>
  );
}
