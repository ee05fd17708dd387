import { permitAuthorities, type Permit } from '@screenspot/contracts/permits';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../lib/content-language';
import admin from './console.module.css';
import { formatDays } from './format';

const withYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * What the console shows of a permit, line by line: its number, its authority with what the page
 * adds after it (the advertiser, or that it is blanket), its days, and its PDF if one was stored.
 */
export function PermitLines({
  permit,
  authorityNote,
}: {
  permit: Pick<Permit, 'number' | 'authority' | 'validFrom' | 'validTo' | 'documentUrl'>;
  authorityNote?: string | null;
}) {
  const { t } = useTranslation('admin');
  const language = useContentLanguage();
  return (
    <>
      <span className="ltr">
        <strong>{permit.number}</strong>
      </span>
      <span>
        {permitAuthorities[permit.authority][language]}
        {authorityNote ? ` · ${authorityNote}` : ''}
      </span>
      <span className={admin.secondary}>
        {formatDays(permit.validFrom, permit.validTo, withYear)}
      </span>
      {permit.documentUrl ? (
        <a href={permit.documentUrl} download>
          {t('permits.document')}
        </a>
      ) : null}
    </>
  );
}
