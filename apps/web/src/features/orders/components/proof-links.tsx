import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useCreateProofLink, useProofLinks, useRevokeProofLink } from '../api/proof-links';
import styles from './proof-links.module.css';

/**
 * The owner's proof links (decision 0049): a link anyone can open without signing in, showing the
 * campaign's signed plays and screenshots. Its address is shown once, when it is made; a revoked
 * link stops working at once.
 */
export function ProofLinks({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const links = useProofLinks(campaignId);
  const create = useCreateProofLink(campaignId);
  const revoke = useRevokeProofLink(campaignId);
  const [copied, setCopied] = useState(false);
  const made = create.data ? `${window.location.origin}${create.data.url}` : null;
  return (
    <section aria-labelledby="proof-links" data-testid="proof-links" className={styles.section}>
      <h2 id="proof-links">{t('proofLinks.title')}</h2>
      <p className={styles.intro}>{t('proofLinks.intro')}</p>
      {made ? (
        <div className={styles.made} role="status">
          <label htmlFor="proof-link-url">{t('proofLinks.madeLabel')}</label>
          <div className={styles.copyRow}>
            <input
              id="proof-link-url"
              className={`input ${styles.url}`}
              readOnly
              value={made}
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(made).then(() => setCopied(true));
              }}
            >
              {copied ? t('proofLinks.copied') : t('proofLinks.copy')}
            </button>
          </div>
          <p className={styles.note}>{t('proofLinks.shownOnce')}</p>
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        disabled={create.isPending}
        onClick={() => {
          setCopied(false);
          create.mutate();
        }}
      >
        {create.isPending ? t('proofLinks.making') : t('proofLinks.make')}
      </button>
      {create.isError ? <p role="alert">{create.error.message}</p> : null}
      {links.data && links.data.length > 0 ? (
        <ul className={styles.list}>
          {links.data.map((link) => (
            <li key={link.id} className={styles.link}>
              <span>
                {t('proofLinks.madeOn', { date: format.dateTime(link.createdAt) })}
                {' · '}
                {link.revokedAt
                  ? t('proofLinks.revokedOn', { date: format.dateTime(link.revokedAt) })
                  : t('proofLinks.active')}
              </span>
              {link.revokedAt ? null : (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(link.id)}
                >
                  {t('proofLinks.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
