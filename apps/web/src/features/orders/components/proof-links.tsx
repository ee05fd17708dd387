import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useCreateProofLink, useProofLinks, useRevokeProofLink } from '../api/proof-links';
import { LinkShownOnce } from '../../../components/ui/link-shown-once';
import styles from './proof-links.module.css';
import { MutationButton } from '../../../components/ui/mutation-button';

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
  const made = create.data ? `${window.location.origin}${create.data.url}` : null;
  return (
    <section aria-labelledby="proof-links" data-testid="proof-links" className={styles.section}>
      <h2 id="proof-links">{t('proofLinks.title')}</h2>
      <p className={styles.intro}>{t('proofLinks.intro')}</p>
      {made ? (
        <LinkShownOnce
          key={made}
          id="proof-link-url"
          url={made}
          label={t('proofLinks.madeLabel')}
          copyLabel={t('proofLinks.copy')}
          copiedLabel={t('proofLinks.copied')}
          note={t('proofLinks.shownOnce')}
        />
      ) : null}
      <MutationButton mutation={create} input={undefined} variant="primary">
        {create.isPending ? t('proofLinks.making') : t('proofLinks.make')}
      </MutationButton>
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
                <MutationButton mutation={revoke} input={link.id} variant="ghost">
                  {t('proofLinks.revoke')}
                </MutationButton>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
