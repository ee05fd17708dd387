import type { CampaignStatus } from '@screenspot/contracts/campaign-status';
import { useTranslation } from 'react-i18next';
import styles from './campaign-status-pill.module.css';

const colours: Record<CampaignStatus, 'green' | 'red' | 'grey'> = {
  draft: 'grey',
  awaiting_approval: 'grey',
  in_review: 'green',
  awaiting_payment: 'green',
  scheduled: 'green',
  live: 'green',
  completed: 'grey',
  cancelled: 'red',
  expired: 'grey',
};

/** A campaign's status in words (never colour alone), tinted as order statuses are. */
export function CampaignStatusPill({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation('booking');
  return (
    <span className={`${styles.pill} status-${colours[status]}`} data-status={status}>
      {t(`campaignStatus.${status}`)}
    </span>
  );
}
