import { playerLimits, type PlayRecord } from '@screenspot/contracts/player';
import { NotPaired, SignatureRefused, Unreachable, uploadPlays } from '../api/player-api';
import { signBatch, signPlays } from './signing';
import { forgetPlays, pendingCount, pendingPlays, readSetting } from './store';

const firstDelayMs = 1_000;

/**
 * Sends a batch signed once (decision 0064); a player paired before keys sends it unsigned. A
 * batch's signature refused does not say which record failed: the batch goes again with each
 * record signed on its own, and the server then names the records it refuses.
 */
async function sendBatch(token: string, batch: PlayRecord[], keys: CryptoKeyPair | undefined) {
  if (!keys) return uploadPlays(token, batch);
  try {
    return await uploadPlays(token, batch, await signBatch(keys, batch));
  } catch (error) {
    if (!(error instanceof SignatureRefused)) throw error;
    return uploadPlays(token, await signPlays(keys, batch));
  }
}
const longestDelayMs = 5 * 60_000;

/**
 * Sends queued proof-of-play records in batches of up to 1,000 and forgets each one only once the
 * server has answered for it. A failure waits twice as long as the last (with jitter) before the
 * next try; records wait in IndexedDB meanwhile, across reloads.
 */
export class Uploader {
  private delayMs = firstDelayMs;
  private timer = 0;
  private running = false;
  private sending = false;

  constructor(
    private readonly token: string,
    private readonly events: {
      onPending: (count: number) => void;
      onOnline: (online: boolean) => void;
      onUnpaired: () => void;
    },
  ) {}

  start() {
    this.running = true;
    window.addEventListener('online', this.onOnline);
    this.schedule(0);
  }

  stop() {
    this.running = false;
    window.removeEventListener('online', this.onOnline);
    window.clearTimeout(this.timer);
  }

  /** The browser says the network is back: no need to wait out the back-off. */
  private onOnline = () => {
    this.delayMs = firstDelayMs;
    this.schedule(0);
  };

  /** A new record is waiting: send soon, unless a back-off is running. */
  wake() {
    void pendingCount().then((count) => this.events.onPending(count));
    if (this.delayMs === firstDelayMs && !this.sending) this.schedule(250);
  }

  private schedule(ms: number) {
    if (!this.running) return;
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.send(), ms);
  }

  private async send() {
    if (this.sending || !this.running) return;
    this.sending = true;
    try {
      for (;;) {
        const batch = await pendingPlays(playerLimits.maxPlaysPerBatch);
        if (batch.length === 0) break;
        // Signed as they leave (decisions 0049, 0064).
        const keys = await readSetting('keys');
        try {
          await sendBatch(this.token, batch, keys ?? undefined);
        } catch (error) {
          if (!(error instanceof SignatureRefused)) throw error;
          // Those records can never be accepted: drop them and send the rest again.
          const sent = new Set(batch.map((play) => play.playId));
          const refused = error.playIds.filter((id) => sent.has(id));
          await forgetPlays(refused.length > 0 ? refused : [...sent]);
          continue;
        }
        // Accepted, duplicate or refused: the server has answered for every record of the batch.
        await forgetPlays(batch.map((play) => play.playId));
        this.events.onOnline(true);
        this.delayMs = firstDelayMs;
      }
      this.events.onPending(await pendingCount());
      this.schedule(30_000);
    } catch (error) {
      if (error instanceof NotPaired) {
        this.events.onUnpaired();
        return;
      }
      if (error instanceof Unreachable) this.events.onOnline(false);
      this.events.onPending(await pendingCount());
      const jitter = 0.8 + Math.random() * 0.4;
      this.schedule(this.delayMs * jitter);
      this.delayMs = Math.min(this.delayMs * 2, longestDelayMs);
    } finally {
      this.sending = false;
    }
  }
}
