import type { PublicProposal } from '@screenspot/contracts/proposal';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayWithYear } from '../../../components/schedule/date-text';
import { useFormat } from '../../../i18n/format';
import { SharedLinkPage, sharedLinkStyles } from '../../../components/ui/shared-link-page';
import { usePublicProposal } from '../api/proposals';
import { ProposalAnswerForm } from './proposal-answer';
import styles from './proposal-page.module.css';
import { Money } from '../../../components/ui/money';

/**
 * /p/:token: a proposal for whoever holds its link, with no account (decision 0056): the plan, the
 * screens' photos, the totals with VAT and estimated impressions, a countdown to its expiry (and
 * its hold's), its PDF, and the client's approval (with an emailed code) or decline.
 */
export function ProposalPage({ token }: { token: string }) {
  const { t } = useTranslation('booking');
  const proposal = usePublicProposal(token);
  // A gone proposal keeps the server's words: they say whether it was withdrawn or has expired.
  return (
    <SharedLinkPage
      query={proposal}
      missing={{
        title: t('proposal.page.title'),
        notFound: t('proposal.page.notFound'),
        className: `card ${styles.card}`,
        titleClassName: styles.title,
        testId: 'proposal-missing',
      }}
    >
      {(data) => <ProposalContent proposal={data} token={token} />}
    </SharedLinkPage>
  );
}

/** Days, hours, minutes and seconds until `at`, ticking each second; null once it has passed. */
function useCountdown(at: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Date.parse(at) - now;
  if (left <= 0) return null;
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

function Countdown({ proposal }: { proposal: PublicProposal }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const left = useCountdown(proposal.expiresAt);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <section className={`card ${styles.card} ${styles.deadline}`} aria-labelledby="proposal-time">
      <h2 id="proposal-time">
        {proposal.held ? t('proposal.page.heldTitle') : t('proposal.page.validTitle')}
      </h2>
      <p className={styles.note}>
        {t(proposal.held ? 'proposal.page.heldUntil' : 'proposal.page.validUntil', {
          deadline: format.deadline(proposal.expiresAt),
        })}
      </p>
      {left ? (
        <p className={styles.countdown} data-testid="proposal-countdown" role="timer">
          {units.map((unit) => (
            <span key={unit}>
              <strong>{format.number(left[unit], { minimumIntegerDigits: 2 })}</strong>
              {t(`proposal.page.units.${unit}`, { count: left[unit] })}
            </span>
          ))}
        </p>
      ) : (
        <p className={styles.note}>{t('proposal.page.ended')}</p>
      )}
    </section>
  );
}

function ProposalContent({ proposal, token }: { proposal: PublicProposal; token: string }) {
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  const id = useId();
  const arabic = (i18n.resolvedLanguage ?? i18n.language) === 'ar';
  const { quote } = proposal;
  return (
    <article className={styles.page} aria-labelledby={`${id}-title`} data-testid="proposal-page">
      <header className={sharedLinkStyles.header}>
        <p className={sharedLinkStyles.eyebrow}>
          {t('proposal.page.fromLabel')} <bdi>{proposal.from}</bdi>
        </p>
        {/* What the planner typed reads in its own direction, aligned with the page. */}
        <h1 id={`${id}-title`} className={styles.title}>
          <bdi>{proposal.name ?? t('proposal.page.title')}</bdi>
        </h1>
        {proposal.preparedFor ? (
          <p className={sharedLinkStyles.eyebrow} data-testid="proposal-prepared-for">
            {t('proposal.page.preparedFor', {
              name: (arabic && proposal.preparedFor.nameAr) || proposal.preparedFor.name,
            })}
          </p>
        ) : null}
        {proposal.note ? (
          <p className={styles.intro}>
            <bdi>{proposal.note}</bdi>
          </p>
        ) : null}
      </header>

      {proposal.state === 'open' ? <Countdown proposal={proposal} /> : null}

      <section className={`card ${styles.card}`} aria-labelledby={`${id}-plan`}>
        <h2 id={`${id}-plan`}>{t('proposal.page.plan')}</h2>
        <ul className={styles.screens}>
          {quote.items.map((item) => {
            const screen = proposal.screens.find((s) => s.ledId === item.ledId);
            const name = (arabic && screen?.nameAr) || screen?.name || item.billboardName;
            const location = (arabic && screen?.locationAr) || screen?.location;
            return (
              <li key={item.ledId} className={styles.screen}>
                {screen?.mockupUrl ? (
                  <img
                    className={styles.photo}
                    src={screen.mockupUrl}
                    alt={t('proposal.page.mockupAlt', { name })}
                    loading="lazy"
                    data-testid={`proposal-mockup-${item.ledId}`}
                  />
                ) : screen?.photoUrl ? (
                  <img className={styles.photo} src={screen.photoUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.photo} aria-hidden="true" />
                )}
                <div className={styles.screenText}>
                  <h3>{name}</h3>
                  {location ? <p className={styles.note}>{location}</p> : null}
                  {screen?.mockupUrl ? (
                    <p className={styles.note}>{t('proposal.page.mockupNote')}</p>
                  ) : null}
                  <p>
                    {format.days(item.startDate, item.endDate, dayWithYear)}
                    {' · '}
                    {item.dayparts.map((d) => t(`daypartNames.${d}`)).join(t('listSeparator'))}
                  </p>
                  <p className={styles.note}>
                    {t('proposal.page.line', {
                      spots: format.number(item.spotsPerLoop),
                      plays: format.number(item.plays),
                      impressions: format.number(item.impressions),
                      count: item.spotsPerLoop,
                    })}
                  </p>
                </div>
                <strong className={styles.amount}>
                  <Money cents={item.totalCents} />
                </strong>
              </li>
            );
          })}
        </ul>
        <dl className={styles.totals}>
          <dt>{t('proposal.page.subtotal')}</dt>
          <dd>
            <Money cents={quote.subtotalCents} />
          </dd>
          <dt>{t('proposal.page.vat')}</dt>
          <dd>
            <Money cents={quote.vatCents} />
          </dd>
          <dt className={styles.total}>{t('proposal.page.total')}</dt>
          <dd className={styles.total} data-testid="proposal-total">
            <Money cents={quote.totalCents} />
          </dd>
          <dt>{t('proposal.page.impressions')}</dt>
          <dd>{format.number(quote.impressions)}</dd>
        </dl>
        <a
          className={`btn btn-secondary ${styles.pdf}`}
          href={`${proposal.pdfUrl}?lang=${arabic ? 'ar' : 'en'}`}
          data-testid="proposal-pdf"
        >
          {t('proposal.page.pdf')}
        </a>
      </section>

      {proposal.state === 'open' ? (
        <ProposalAnswerForm
          token={token}
          screenName={(ledId) => {
            const screen = proposal.screens.find((s) => s.ledId === ledId);
            return (arabic && screen?.nameAr) || screen?.name || '';
          }}
        />
      ) : (
        <section
          className={`card ${styles.card}`}
          role="status"
          data-testid="proposal-outcome"
          aria-labelledby={`${id}-outcome`}
        >
          <h2 id={`${id}-outcome`}>{t(`proposal.page.outcome.${proposal.state}`)}</h2>
          {proposal.client ? (
            <p className={styles.note}>
              {t('proposal.page.answeredBy', {
                name: proposal.client.name,
                date: format.dateTime(proposal.client.at),
              })}
            </p>
          ) : null}
        </section>
      )}
    </article>
  );
}
