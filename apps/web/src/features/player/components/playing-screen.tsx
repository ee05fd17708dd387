import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { PlayerEngine, type EngineView } from '../lib/engine';
import styles from './player.module.css';

const brand = 'ScreenSpot';

/** Full screen playback: the loop's videos, house content between them, a discreet status. */
export function PlayingScreen({ token, onUnpaired }: { token: string; onUnpaired: () => void }) {
  const { t } = useTranslation('player');
  const video = useRef<HTMLVideoElement>(null);
  const [view, setView] = useState<EngineView | null>(null);

  useEffect(() => {
    const engine = new PlayerEngine(token, video.current!, setView, onUnpaired);
    void engine.start();
    return () => engine.stop();
  }, [token, onUnpaired]);

  const showing = view?.showing;
  const house = showing?.kind === 'house' ? showing.house : null;
  return (
    <main
      className={styles.stage}
      data-testid="player"
      data-online={view?.online ? 'yes' : 'no'}
      data-plays={view?.plays ?? 0}
      data-pending={view?.pending ?? 0}
      data-version={view?.manifestVersion ?? ''}
      data-showing={showing?.kind === 'video' ? showing.item.itemToken : 'house'}
    >
      <video
        ref={video}
        className={styles.video}
        hidden={showing?.kind !== 'video'}
        muted
        playsInline
        preload="auto"
      />
      {showing?.kind !== 'video' && (
        <section className={styles.house} aria-live="polite">
          <img src="/favicon.svg" alt="" width={72} height={72} />
          <h1>{house?.title ?? brand}</h1>
          <p>{house?.text ?? view?.screenName ?? t('playing.ready')}</p>
        </section>
      )}
      <p className={styles.status}>
        <span className={view?.online === false ? styles.offline : styles.online} />
        {view?.online === false ? t('playing.offline') : t('playing.online')}
        {view && view.pending > 0 ? t('playing.pending', { count: view.pending }) : ''}
      </p>
    </main>
  );
}
