import type { Campaign } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useDecideSpend, useOrganisation } from '../api/organisation';
import styles from './approval-box.module.css';
import { ErrorText } from '../../../components/ui/error-text';
import { MutationButton } from '../../../components/ui/mutation-button';

/**
 * The campaign page's spend approval: who made the campaign, every decision with who and when,
 * and for an approver who did not make it, Approve and Decline.
 */
export function ApprovalBox({ campaign, customerId }: { campaign: Campaign; customerId: number }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const organisation = useOrganisation();
  const decide = useDecideSpend(campaign.id);
  const approval = campaign.approval;
  if (!approval) return null;
  const waiting = approval.state === 'awaiting_approval';
  const role = organisation.data?.role;
  const mayDecide = role === 'owner' || role === 'approver';
  const ownCampaign = approval.createdById === customerId;
  return (
    <section className={styles.box} aria-labelledby="spend-approval" data-testid="spend-approval">
      <h2 id="spend-approval">{t('approval.title')}</h2>
      <p className={styles.state} data-state={approval.state}>
        {t(`approval.state.${approval.state}`)}
      </p>
      <p className={styles.maker}>{t('approval.madeBy', { name: approval.createdBy })}</p>
      {approval.decisions.length > 0 ? (
        <ul className={styles.decisions}>
          {approval.decisions.map((decision) => (
            <li key={decision.at}>
              {t(`approval.decision.${decision.decision}`, {
                name: decision.by,
                time: format.deadline(decision.at),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {waiting && mayDecide && !ownCampaign ? (
        <div className={styles.actions}>
          <MutationButton mutation={decide} input="approve" variant="primary">
            {t('approval.approve')}
          </MutationButton>
          <MutationButton mutation={decide} input="decline">
            {t('approval.decline')}
          </MutationButton>
        </div>
      ) : waiting && organisation.data ? (
        <p className={styles.note}>
          {ownCampaign && mayDecide ? t('approval.ownCampaign') : t('approval.waitingFor')}
        </p>
      ) : null}
      <ErrorText error={decide.error} className="field-error" />
    </section>
  );
}
