import i18next from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/**
 * Puts the server's field messages on the form's fields; answers the message for the form as a
 * whole when no shown field carries it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiRequestError)) return i18next.t('common:messages.somethingWrong');
  let placed = false;
  for (const [field, message] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
