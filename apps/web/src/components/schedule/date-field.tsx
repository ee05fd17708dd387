import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { dayWithYear, parseDateText } from './date-text';

/**
 * A day typed as text, shown as the product writes days (29 Nov 2026). Any edit is safe: while the
 * text is not a whole date in range, the field says so and hands `''` up, so nothing downstream
 * ever formats or prices a half-typed day.
 */
export function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  /** YYYY-MM-DD, or '' while no valid day is chosen. */
  value: string;
  min?: string;
  max?: string;
  onChange: (next: string) => void;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const id = useId();
  const shown = (iso: string) => (iso ? format.day(iso, dayWithYear) : '');
  const [text, setText] = useState(() => shown(value));
  const [typed, setTyped] = useState(value);
  // A day chosen elsewhere (the calendar) replaces the text.
  if (value !== typed && value !== '') {
    setTyped(value);
    setText(shown(value));
  }
  const parsed = parseDateText(text, format.locale);
  const error =
    text.trim() === ''
      ? t('dateField.empty')
      : parsed === null
        ? t('dateField.invalid', { example: shown('2026-11-29') })
        : min && parsed < min
          ? t('dateField.before', { date: shown(min) })
          : max && parsed > max
            ? t('dateField.after', { date: shown(max) })
            : null;

  const edit = (next: string) => {
    setText(next);
    const day = parseDateText(next, format.locale);
    const ok = day !== null && (!min || day >= min) && (!max || day <= max);
    setTyped(ok ? day : '');
    onChange(ok ? day : '');
  };

  return (
    <label>
      {label}
      <input
        type="text"
        inputMode="text"
        autoComplete="off"
        dir="auto"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => edit(e.target.value)}
        // Once left, a good day is written the product's way.
        onBlur={() => {
          if (parsed && !error) setText(shown(parsed));
        }}
      />
      {error ? (
        <span id={`${id}-error`} className="form-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
