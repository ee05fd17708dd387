import { reasonExplanation } from '@screenspot/contracts/compliance';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../lib/content-language';

/**
 * Why a video was rejected: the reason code's explanation in the reader's language (decision
 * 0047), then the operator's own note, if any. Nothing when neither was given.
 */
export function RejectionReason({
  code,
  note,
  className,
}: {
  code: string | null;
  note: string | null;
  className?: string;
}) {
  const { t } = useTranslation('orders');
  const language = useContentLanguage();
  const explained = reasonExplanation(code, language);
  if (!explained && !note) return null;
  return (
    <div className={className} data-reason-code={code ?? undefined}>
      {explained ? (
        <p lang={language}>
          <strong>{t('common.reason')}</strong> {explained.title}. {explained.text}
        </p>
      ) : null}
      {note ? (
        <p>
          {explained ? (
            <strong>{t('advert.operatorNote')}</strong>
          ) : (
            <strong>{t('common.reason')}</strong>
          )}{' '}
          <bdi>{note}</bdi>
        </p>
      ) : null}
    </div>
  );
}
