import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button';

/**
 * The button that sends a form whose texts are one section of a catalogue: it says the section's
 * `submit`, and its `pending` while the form is sent.
 */
export function SectionSubmit({
  ns,
  texts,
  pending,
  className,
}: {
  /** The catalogue the section belongs to. */
  ns: 'account' | 'auth';
  texts: string;
  pending: boolean;
  className?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <SubmitButton pending={pending} pendingLabel={t(`${texts}.pending`)} className={className}>
      {t(`${texts}.submit`)}
    </SubmitButton>
  );
}
