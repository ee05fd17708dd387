import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import type { PairingView } from '../lib/pairing';
import styles from './player.module.css';

/** What a new screen shows until an operator types its code in the console. */
export function PairingScreen({ pairing }: { pairing: PairingView }) {
  const { t } = useTranslation('player');
  const format = useFormat();
  return (
    <main className={styles.pairing} data-testid="player-pairing">
      <div className={styles.brand}>
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <span>{t('pairing.brand')}</span>
      </div>
      <h1 className={styles.title}>{t('pairing.title')}</h1>
      <p className={styles.lead}>
        <Trans
          t={t}
          i18nKey="pairing.lead"
          components={[<strong key="screens" />, <strong key="players" />]}
        />
      </p>
      {pairing ? (
        <>
          <p
            className={styles.code}
            aria-label={t('pairing.code', { code: pairing.code.split('').join(' ') })}
            data-testid="pairing-code"
          >
            {pairing.code}
          </p>
          <p className={styles.expiry}>
            {t('pairing.expiry', {
              time: format.dateTime(pairing.expiresAt, {
                hour: '2-digit',
                minute: '2-digit',
                timeZone: 'Asia/Dubai',
              }),
            })}
          </p>
        </>
      ) : (
        <p className={styles.code} aria-busy="true">
          ······
        </p>
      )}
    </main>
  );
}
