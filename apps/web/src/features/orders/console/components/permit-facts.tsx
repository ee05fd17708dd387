import type { Permit } from '@screenspot/contracts/permits';
import { useTranslation } from 'react-i18next';
import { useOrderPermits } from '../api/order-permits';
import { formatDay } from '../../../../components/console/format';
import { PermitLines } from '../../../../components/console/permit-lines';
import admin from '../../../../components/console/console.module.css';
import styles from './permit-facts.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

const withYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * The order's content permits for the moderator (decisions 0051, 0062): each permit's number,
 * authority, dates and PDF, and the booked days that no permit covers, flagged, with why they play
 * all the same when they do.
 */
export function PermitFacts({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const permits = useOrderPermits(orderId);
  if (permits.isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (permits.isError) return <ErrorText error={permits.error} />;
  const data = permits.data;
  return (
    <div className={styles.permits} data-testid="permit-facts">
      {data.permits.length === 0 ? (
        <p className={styles.none}>{t('permits.none')}</p>
      ) : (
        <ul className={admin.permitList}>
          {data.permits.map((permit) => (
            <PermitItem key={permit.id} permit={permit} />
          ))}
        </ul>
      )}
      {data.uncoveredDays.length > 0 ? (
        <div className={styles.flag} role="note" data-testid="permit-flag">
          <strong>
            {t(data.required ? 'permits.flagHeld' : 'permits.flag', {
              count: data.uncoveredDays.length,
            })}
          </strong>
          <span className={admin.secondary}>
            {data.uncoveredDays.map((day) => formatDay(day, withYear)).join(t('permits.separator'))}
          </span>
          {data.exemption ? (
            <span className={admin.secondary}>{t(`permits.exemption.${data.exemption}`)}</span>
          ) : null}
        </div>
      ) : data.permits.length > 0 ? (
        <p className={styles.ok}>{t('permits.allCovered')}</p>
      ) : null}
    </div>
  );
}

function PermitItem({ permit }: { permit: Permit }) {
  const { t } = useTranslation('admin');
  return (
    <li className={admin.permitItem}>
      <PermitLines
        permit={permit}
        authorityNote={permit.scope === 'blanket' ? t('permits.blanket') : null}
      />
    </li>
  );
}
