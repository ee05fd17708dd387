import { useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { permitFormErrors, type PermitForm } from './permit-fields';

/**
 * A permit being typed (the order page's, the console's blanket permit), checked before it is
 * sent. Once sent the form is blank again, and `fileKey` changes so the file picker lets go of the
 * PDF it sent.
 */
export function usePermitDraft<T extends PermitForm>(
  blank: T,
  send: (draft: T) => Promise<unknown>,
) {
  const [draft, setDraft] = useState<T>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fileKey, setFileKey] = useState(0);
  /**
   * True once sent; false when the form or the server named fields to correct (now in `errors`).
   * Any other failure is thrown.
   */
  const record = async (): Promise<boolean> => {
    const missing = permitFormErrors(draft);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return false;
    try {
      await send(draft);
      setDraft(blank);
      setFileKey((key) => key + 1);
      return true;
    } catch (error) {
      if (!(error instanceof ApiRequestError && Object.keys(error.errors).length > 0)) throw error;
      setErrors(error.errors);
      return false;
    }
  };
  return { draft, setDraft, errors, fileKey, record };
}
