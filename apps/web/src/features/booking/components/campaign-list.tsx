import type { Campaign } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { clientDisplayName } from '../../../lib/organisation-clients';
import { campaignPageSize, useCampaigns } from '../api/get-campaigns';
import { campaignDates } from '../campaign-dates';
import { CampaignStatusPill } from './campaign-status-pill';
import styles from './campaign-list.module.css';
import { Money } from '../../../components/ui/money';
import { EmptyCard, RetryBox } from '../../../components/ui/notice-card';

const withYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** /campaigns: the customer's campaigns, newest first, a page at a time (?page from 1). */
export function CampaignList() {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const campaigns = useCampaigns(page - 1);
  const pages = campaigns.data
    ? Math.max(1, Math.ceil(campaigns.data.total / campaignPageSize))
    : 1;
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>{t('list.title')}</h1>
        <div className={styles.headLinks}>
          <Link to="/proposals" className="btn btn-ghost">
            {t('proposal.list.title')}
          </Link>
          <Link to="/upload" className="btn btn-secondary">
            {t('list.book')}
          </Link>
        </div>
      </div>
      {campaigns.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('list.loading')} />
      ) : campaigns.isError ? (
        <RetryBox className={`card ${styles.empty}`} query={campaigns}>
          {t('home.retry')}
        </RetryBox>
      ) : campaigns.data.total === 0 ? (
        <EmptyCard
          className={styles.empty}
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
          to="/upload"
          action={t('campaign.findScreens')}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('list.title')}>
            {campaigns.data.items.map((campaign) => (
              <li key={campaign.id}>
                <CampaignRow campaign={campaign} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('list.pages')}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {t('list.newer')}
              </button>
              <span>{t('list.pageOf', { page, pages })}</span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                {t('list.older')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  const dates = campaignDates(campaign);
  const screens = campaign.orders.map((order) => order.screen.billboardName);
  const title = campaign.name ?? t('home.unnamed', { id: campaign.id });
  return (
    <article className={`card ${styles.row}`} aria-labelledby={`campaign-${campaign.id}`}>
      <div className={styles.main}>
        <h2 id={`campaign-${campaign.id}`} className={styles.name}>
          <Link to={`/campaigns/${campaign.id}`} dir="auto">
            {title}
          </Link>
        </h2>
        {campaign.client ? (
          <p className={styles.client} data-testid={`campaign-client-${campaign.id}`}>
            {t('list.forClient', {
              name: clientDisplayName(campaign.client, i18n.resolvedLanguage ?? i18n.language),
            })}
          </p>
        ) : null}
        <p className={styles.muted}>
          {t('list.screens', { count: screens.length })}
          {': '}
          <bdi>{screens.join(t('listSeparator'))}</bdi>
        </p>
        {dates ? (
          <p className={styles.muted}>{format.days(dates.start, dates.end, withYear)}</p>
        ) : null}
      </div>
      <div className={styles.end}>
        <CampaignStatusPill status={campaign.status} />
        <strong className={styles.total}>
          <Money cents={campaign.totals.totalCents} />
        </strong>
        <Link
          to={`/campaigns/${campaign.id}`}
          className="btn btn-ghost"
          aria-label={t('list.openLabel', { name: title })}
        >
          {t('list.open')}
        </Link>
      </div>
    </article>
  );
}
