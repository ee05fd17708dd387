import { claimToken, startPairing } from '../api/player-api';
import { makeKeys, publicKeyText } from './signing';
import { readSetting, removeSetting, writeSetting } from './store';

export type PairingView = { code: string; expiresAt: string } | null;

/**
 * Shows a pairing code until an operator links it, then stores the player's token. A code that
 * lapses is replaced by a new one; the wait survives reloads (the claim secret is stored). Each new
 * pairing makes a new key pair, whose public key goes with the claim (decision 0049).
 */
export async function waitForToken(
  onCode: (view: PairingView) => void,
  signal: AbortSignal,
): Promise<string | null> {
  while (!signal.aborted) {
    try {
      let pairing = await readSetting('pairing');
      if (!pairing || Date.parse(pairing.expiresAt) <= Date.now()) {
        pairing = await startPairing();
        const keys = await makeKeys();
        if (keys) await writeSetting('keys', keys);
        else await removeSetting('keys');
        await writeSetting('pairing', pairing);
      }
      onCode({ code: pairing.code, expiresAt: pairing.expiresAt });
      const keys = await readSetting('keys');
      const answer = await claimToken(
        pairing.claimToken,
        keys ? await publicKeyText(keys) : undefined,
      );
      if (typeof answer === 'string') {
        await writeSetting('token', answer);
        await removeSetting('pairing');
        return answer;
      }
      if (answer === 'gone') await removeSetting('pairing');
    } catch {
      // Offline or refused for now: show what we have and ask again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return null;
}

/** Keeps the page's own files for offline starts (the service worker stores them). */
export async function keepShellOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register('/player-sw.js', {
      scope: '/player',
    });
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    const urls = [
      '/player',
      '/player.webmanifest',
      '/player-icon-192.png',
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/')),
    ];
    worker?.postMessage({ type: 'keep', urls });
  } catch {
    // Without a service worker the player still plays; it just cannot start offline.
  }
}
