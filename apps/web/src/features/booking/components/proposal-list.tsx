import type { Proposal } from '@screenspot/contracts/proposal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { clientDisplayName } from '../../../lib/organisation-clients';
import { useProposals, useRevokeProposal, useShareProposal } from '../api/proposals';
import { LinkShownOnce } from '../../../components/ui/link-shown-once';
import { ErrorText } from '../../../components/ui/error-text';
import styles from './proposal-list.module.css';
import { Money } from '../../../components/ui/money';
import { MutationButton } from '../../../components/ui/mutation-button';
import { EmptyCard } from '../../../components/ui/notice-card';

const stateColour: Record<Proposal['state'], string> = {
  open: 'status-green',
  approved: 'status-green',
  declined: 'status-red',
  revoked: 'status-grey',
  expired: 'status-grey',
};

/**
 * /proposals: the organisation's proposals (decision 0056), each with its state, total, expiry and
 * views; an open one can be shared (its link is shown once, to copy) or withdrawn.
 */
export function ProposalList() {
  const { t } = useTranslation('booking');
  const proposals = useProposals();
  return (
    <div className={styles.page}>
      <h1>{t('proposal.list.title')}</h1>
      <p className={styles.hint}>{t('proposal.list.intro')}</p>
      {proposals.isPending ? <div aria-busy="true" className={styles.loading} /> : null}
      {proposals.isError ? <p role="alert">{proposals.error.message}</p> : null}
      {proposals.data?.length === 0 ? (
        <EmptyCard
          className={styles.card}
          text={t('proposal.list.empty')}
          to="/upload"
          action={t('campaign.findScreens')}
        />
      ) : null}
      <ul className={styles.list}>
        {proposals.data?.map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} />
        ))}
      </ul>
    </div>
  );
}

function ProposalCard({ proposal }: { proposal: Proposal }) {
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  const share = useShareProposal();
  const revoke = useRevokeProposal();
  const link = share.data ? `${window.location.origin}${share.data.url}` : null;
  const open = proposal.state === 'open';
  return (
    <li
      id={`proposal-${proposal.id}`}
      className={`card ${styles.card}`}
      data-testid={`proposal-${proposal.id}`}
    >
      <div className={styles.head}>
        <h2>
          <bdi>{proposal.name ?? t('proposal.list.untitled', { id: proposal.id })}</bdi>
        </h2>
        <span className={`badge ${stateColour[proposal.state]}`}>
          {t(`proposal.state.${proposal.state}`)}
        </span>
      </div>
      <p className={styles.facts}>
        {proposal.preparedFor ? (
          <span data-testid="proposal-client">
            {t('proposal.list.preparedFor', {
              name: clientDisplayName(proposal.preparedFor, i18n.resolvedLanguage ?? i18n.language),
            })}
          </span>
        ) : null}
        <span>
          {t('proposal.list.screens', { count: proposal.quote.items.length })}
          {' · '}
          <Money cents={proposal.quote.totalCents} />
        </span>
        <span>
          {open
            ? t(proposal.held ? 'proposal.list.heldUntil' : 'proposal.list.validUntil', {
                deadline: format.deadline(proposal.expiresAt),
              })
            : null}
        </span>
        <span>{t('proposal.list.views', { count: proposal.views })}</span>
        {proposal.client ? (
          <span>
            {t(`proposal.list.answeredBy`, {
              name: proposal.client.name,
              email: proposal.client.email,
            })}
          </span>
        ) : null}
        {proposal.campaignId ? (
          <Link to={`/campaigns/${proposal.campaignId}`}>{t('proposal.list.campaign')}</Link>
        ) : null}
      </p>
      {link ? (
        <LinkShownOnce
          key={link}
          id={`proposal-link-${proposal.id}`}
          url={link}
          label={t('proposal.list.linkLabel')}
          copyLabel={t('proposal.list.copy')}
          copiedLabel={t('proposal.list.copied')}
          note={t('proposal.list.shownOnce')}
        />
      ) : null}
      {open ? (
        <div className={styles.actions}>
          <MutationButton mutation={share} input={proposal.id} variant="primary">
            {proposal.shared ? t('proposal.list.newLink') : t('proposal.list.share')}
          </MutationButton>
          <MutationButton mutation={revoke} input={proposal.id} variant="ghost">
            {t('proposal.list.revoke')}
          </MutationButton>
        </div>
      ) : null}
      <ErrorText error={share.error ?? revoke.error} />
    </li>
  );
}
