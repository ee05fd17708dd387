import type { ReactNode } from 'react';
import { useContractMessage } from '../../i18n/contract-messages';
import type { FormOutcome as Outcome } from './use-api-form';

type Props = {
  outcome: Outcome | null;
  /** Shown after a failure's message, for example a link to start again. */
  afterFailure?: ReactNode;
};

/**
 * The form's own message above its fields: a failure no field carries (announced at once), or
 * the text of a save that worked.
 */
export function FormOutcome({ outcome, afterFailure }: Props) {
  const message = useContractMessage();
  if (!outcome) return null;
  if (outcome.ok) {
    return (
      <p className="form-success" role="status">
        {message(outcome.text)}
      </p>
    );
  }
  return (
    <p className="form-error" role="alert">
      {message(outcome.text)}
      {afterFailure ? <> {afterFailure}</> : null}
    </p>
  );
}
