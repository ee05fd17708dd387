import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import { waitForToken, keepShellOffline, type PairingView } from '../lib/pairing';
import { readSetting, removeSetting } from '../lib/store';
import { PairingScreen } from './pairing-screen';
import { PlayingScreen } from './playing-screen';

/** /player: pairs once, then plays; a revoked player goes back to pairing by itself. */
export function PlayerPage() {
  const { t } = useTranslation('player');
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [pairing, setPairing] = useState<PairingView>(null);

  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/player.webmanifest';
      document.head.append(link);
    }
    void keepShellOffline();
    void readSetting('token').then((stored) => setToken(stored ?? null));
  }, []);

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  useEffect(() => {
    if (token !== null) return;
    const controller = new AbortController();
    void waitForToken(setPairing, controller.signal).then((claimed) => {
      if (claimed) setToken(claimed);
    });
    return () => controller.abort();
  }, [token]);

  const unpaired = useCallback(() => {
    void removeSetting('token').then(() => setToken(null));
  }, []);

  if (token === undefined) return null;
  if (token === null) return <PairingScreen pairing={pairing} />;
  return <PlayingScreen token={token} onUnpaired={unpaired} />;
}
