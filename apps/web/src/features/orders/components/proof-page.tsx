import type { ProofView } from '@screenspot/contracts/proof';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenshotGrid } from '../../../components/ui/screenshot-tile';
import { SharedLinkPage, sharedLinkStyles } from '../../../components/ui/shared-link-page';
import { useFormat } from '../../../i18n/format';
import { useProofView } from '../api/proof-links';
import { CampaignShotTile } from './campaign-shot-tile';
import styles from './proof-page.module.css';

/**
 * /proof/:token: a campaign's proof for whoever holds the link, without signing in (decision
 * 0049). Booked against delivered, each play with the signature its screen's player made (its own,
 * or its upload's as a batch, decision 0064), the screenshots with their hashes, and the CSV that
 * `npm run verify-proof` checks offline.
 */
export function ProofPage({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const proof = useProofView(token);
  return (
    <SharedLinkPage
      query={proof}
      missing={{
        title: t('proof.title'),
        notFound: t('proof.notFound'),
        gone: t('proof.revoked'),
        className: `card ${styles.card}`,
        titleClassName: styles.title,
        testId: 'proof-missing',
      }}
    >
      {(data) => <ProofContent proof={data} />}
    </SharedLinkPage>
  );
}

/** The offline check, as README and decision 0049 document it: a command, not a sentence. */
const verifyCommand = 'npm run verify-proof -- proof-of-play.csv';

const short = (text: string) => `${text.slice(0, 10)}…${text.slice(-6)}`;

function ProofContent({ proof }: { proof: ProofView }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const share = proof.booked > 0 ? Math.min(1, proof.delivered / proof.booked) : 0;
  return (
    <article className={styles.page} aria-labelledby="proof-title" data-testid="proof-page">
      <header className={sharedLinkStyles.header}>
        <p className={sharedLinkStyles.eyebrow}>{t('proof.eyebrow')}</p>
        <h1 id="proof-title" className={styles.title}>
          {proof.campaignName ?? t('proof.title')}
        </h1>
        <p className={styles.intro}>{t('proof.intro')}</p>
      </header>

      <section className={`card ${styles.card}`} aria-labelledby="proof-delivery">
        <h2 id="proof-delivery">{t('proof.delivery')}</h2>
        <p className={styles.figures} data-testid="proof-delivered">
          <strong>{format.number(proof.delivered)}</strong>
          {t('proof.deliveredOf', { booked: format.number(proof.booked) })}
          <span className={styles.bar} aria-hidden="true">
            <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
          </span>
        </p>
        <ProofTable
          columns={[
            { label: t('proof.screen') },
            { label: t('proof.booked') },
            { label: t('proof.delivered') },
          ]}
        >
          {proof.screens.map((screen) => (
            <tr key={screen.name}>
              <th scope="row">{screen.name}</th>
              <td>{format.number(screen.booked)}</td>
              <td>{format.number(screen.delivered)}</td>
            </tr>
          ))}
        </ProofTable>
      </section>

      <section className={`card ${styles.card}`} aria-labelledby="proof-verify">
        <h2 id="proof-verify">{t('proof.verifyTitle')}</h2>
        <p className={styles.intro}>{t('proof.verifyText')}</p>
        <a className="btn btn-primary" href={proof.csvUrl} download data-testid="proof-csv">
          {t('proof.download')}
        </a>
        <pre className={styles.command} dir="ltr">
          <code>{verifyCommand}</code>
        </pre>
        {proof.unsignedPlays > 0 ? (
          <p className={styles.note}>{t('proof.unsignedNote', { count: proof.unsignedPlays })}</p>
        ) : null}
      </section>

      <section className={`card ${styles.card}`} aria-labelledby="proof-plays">
        <h2 id="proof-plays">{t('proof.plays')}</h2>
        {proof.plays.length === 0 ? (
          <p className={styles.note}>{t('proof.noPlays')}</p>
        ) : (
          <ProofTable
            testId="proof-plays"
            columns={[
              { label: t('proof.started') },
              { label: t('proof.screen'), wide: true },
              { label: t('proof.seq'), wide: true },
              { label: t('proof.status'), wide: true },
              { label: t('proof.signature') },
            ]}
          >
            {proof.plays.map((play) => (
              <tr key={play.playId}>
                <th scope="row" className={styles.time}>
                  {format.dubaiTime(play.startedAt)}
                  <span className={styles.narrowOnly}>{play.screenName}</span>
                </th>
                <td className={styles.wide}>{play.screenName}</td>
                <td className={styles.wide}>{play.seq}</td>
                <td className={styles.wide}>
                  {t(`proof.playStatus.${play.status}`, { defaultValue: play.status })}
                </td>
                <td>
                  {play.signature ? (
                    <code className={styles.hash} title={play.signature}>
                      {short(play.signature)}
                    </code>
                  ) : play.batchId ? (
                    <code
                      className={styles.batch}
                      dir="auto"
                      title={t('proof.inBatchTitle', { hash: play.recordHash })}
                    >
                      {t('proof.inBatch', { id: play.batchId.slice(0, 10) })}
                    </code>
                  ) : (
                    <span className="badge status-grey">{t('proof.unsigned')}</span>
                  )}
                </td>
              </tr>
            ))}
          </ProofTable>
        )}
        {proof.morePlays ? <p className={styles.note}>{t('proof.morePlays')}</p> : null}
      </section>

      <section className={`card ${styles.card}`} aria-labelledby="proof-screenshots">
        <h2 id="proof-screenshots">{t('proof.screenshots')}</h2>
        {proof.screenshots.length === 0 ? (
          <p className={styles.note}>{t('proof.noScreenshots')}</p>
        ) : (
          <ScreenshotGrid>
            {proof.screenshots.map((shot) => (
              <CampaignShotTile
                key={shot.id}
                shot={shot}
                screenName={shot.screenName}
                footer={
                  shot.signature ? (
                    <span className="badge status-green">{t('proof.signed')}</span>
                  ) : (
                    <span className="badge status-grey">{t('proof.unsigned')}</span>
                  )
                }
              >
                <strong>{shot.screenName}</strong>
                <span>{format.dubaiTime(shot.capturedAt ?? shot.takenAt)}</span>
              </CampaignShotTile>
            ))}
          </ScreenshotGrid>
        )}
      </section>
    </article>
  );
}

/**
 * A table of the proof, scrolled sideways on a narrow screen: its column headings (a `wide` one
 * only where there is room), then its rows.
 */
function ProofTable({
  columns,
  testId,
  children,
}: {
  columns: { label: string; wide?: boolean }[];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map(({ label, wide }) => (
              <th key={label} scope="col" className={wide ? styles.wide : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
