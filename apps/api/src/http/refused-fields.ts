// A form's fields refused by their schema, and a file a form refused, as the 4xx answers name them.
import type { ZodError } from 'zod';
import { contractMessage, fieldMessages, messageOfWords } from '../i18n';
import type { ErrorText } from '../error-messages';
import { HttpError } from '../plugins/errors';

/** 400 in the words of the first refused field (else `fallback`), naming each refused field. */
export function refusedFields(error: ZodError, fallback: ErrorText): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = Object.values(errors)[0];
  return new HttpError(
    400,
    first ? messageOfWords(first, 'invalidValue') : fallback,
    fieldMessages(errors),
  );
}

/** A refused file: the status and the contract's message, which also names the file's field. */
export function refusedFile(status: number, field: string, message: string): HttpError {
  return new HttpError(status, contractMessage(message), { [field]: contractMessage(message) });
}
