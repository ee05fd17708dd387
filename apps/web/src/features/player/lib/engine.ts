import type { HouseItem, Manifest, ManifestItem } from '@screenspot/contracts/player';
import { playerLimits, type PlayerCommandKind } from '@screenspot/contracts/player';
import { playsInFull, slotAt } from '@screenspot/contracts/player-loop';
import { v7 as uuidv7 } from 'uuid';
import {
  fetchManifest,
  NotPaired,
  sendStatus,
  Unreachable,
  uploadScreenshot,
} from '../api/player-api';
import { hasLoops, loopPlanAt } from './loop-plan';
import { captureFrame } from './screenshot';
import { signScreenshot } from './signing';
import { readSetting, recordPlay, writeSetting } from './store';
import { Uploader } from './uploader';
import { VideoLibrary } from './video-library';

export type EngineView = {
  /** What the screen shows now. */
  showing:
    { kind: 'video'; item: ManifestItem; src: string } | { kind: 'house'; house: HouseItem | null };
  online: boolean;
  manifestVersion: string | null;
  screenName: string | null;
  plays: number;
  pending: number;
};

/** The player app's version, reported in every heartbeat. */
export const playerAppVersion = '2026.11.29';

type Playing = { item: ManifestItem; startedAt: number; slotEndsAt: number; started: boolean };

/**
 * Runs a paired player: polls the manifest, keeps verified videos, plays the loop on the screen's
 * clock, records each play durably, and uploads the records. It keeps playing from the stored
 * manifest while the network is gone, for as long as that manifest is valid.
 */
export class PlayerEngine {
  private manifest: Manifest | null = null;
  private etag: string | null = null;
  private readonly library = new VideoLibrary();
  private readonly uploader: Uploader;
  private timers: number[] = [];
  private slotTimer = 0;
  private playing: Playing | null = null;
  private stopped = false;
  private acknowledged = new Set<string>();
  private readonly startedAt = Date.now();
  private clockOffsetMs: number | null = null;
  private lastError: string | null = null;
  private handled = new Set<number>();
  /** Screenshots: how often (from the server), when the last was taken, and one asked for. */
  private screenshotMinutes = 30;
  private lastShotAt = 0;
  private shotWanted: { commandId: number | null } | null = null;
  private commandResults: { id: number; status: 'done' | 'failed'; error: string | null }[] = [];
  private view: EngineView = {
    showing: { kind: 'house', house: null },
    online: true,
    manifestVersion: null,
    screenName: null,
    plays: 0,
    pending: 0,
  };

  constructor(
    private readonly token: string,
    private readonly video: HTMLVideoElement,
    private readonly onView: (view: EngineView) => void,
    private readonly onUnpaired: () => void,
  ) {
    this.uploader = new Uploader(token, {
      onPending: (pending) => this.update({ pending }),
      onOnline: (online) => this.update({ online }),
      onUnpaired: () => this.unpair(),
    });
    video.addEventListener('ended', this.onEnded);
    video.addEventListener('error', this.onVideoError);
    video.addEventListener('playing', this.onPlaying);
  }

  async start(): Promise<void> {
    const stored = await readSetting('manifest');
    // One stored before the server arranged loops is replaced by the first poll (decision 0057).
    if (stored) this.apply(stored.manifest, hasLoops(stored.manifest) ? stored.etag : null);
    await this.poll();
    this.every(playerLimits.pollSeconds * 1000, () => void this.poll());
    this.every(playerLimits.heartbeatSeconds * 1000, () => void this.heartbeat());
    void this.heartbeat();
    this.uploader.start();
    this.scheduleSlot();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) window.clearInterval(timer);
    window.clearTimeout(this.slotTimer);
    this.uploader.stop();
    this.video.removeEventListener('ended', this.onEnded);
    this.video.removeEventListener('error', this.onVideoError);
    this.video.removeEventListener('playing', this.onPlaying);
    this.video.pause();
  }

  private every(ms: number, work: () => void) {
    this.timers.push(window.setInterval(work, ms));
  }

  private update(change: Partial<EngineView>) {
    this.view = { ...this.view, ...change };
    this.onView(this.view);
  }

  private unpair() {
    if (this.stopped) return;
    this.stop();
    this.onUnpaired();
  }

  private async poll(): Promise<void> {
    try {
      const answer = await fetchManifest(this.token, this.etag);
      this.update({ online: true });
      if (answer !== 'unchanged') {
        await writeSetting('manifest', answer);
        this.apply(answer.manifest, answer.etag);
      }
    } catch (error) {
      if (error instanceof NotPaired) return this.unpair();
      if (error instanceof Unreachable) this.update({ online: false });
    }
  }

  private apply(manifest: Manifest, etag: string | null) {
    this.manifest = manifest;
    this.etag = etag;
    this.update({ manifestVersion: manifest.version, screenName: manifest.screenName });
    // A withdrawn item stops now, not at the end of its slot.
    if (this.playing && manifest.revoked.includes(this.playing.item.itemToken)) {
      void this.finish('interrupted');
      this.showHouse();
    }
    void this.library
      .prepare(this.token, manifest.items)
      .then(() => this.library.keepOnly(manifest.items));
    if (manifest.revoked.some((token) => !this.acknowledged.has(token))) void this.heartbeat();
  }

  /**
   * The heartbeat (every minute, decision 0046): what plays, the manifest and cache it has, the
   * display, the clock's offset against the server's and the last error; the revocations it
   * obeyed and the commands it carried out. The answer hands it the commands waiting.
   */
  private async heartbeat(): Promise<void> {
    const manifest = this.manifest;
    let freeBytes: number | null = null;
    try {
      const estimate = await navigator.storage?.estimate();
      if (estimate?.quota !== undefined)
        freeBytes = Math.max(0, estimate.quota - (estimate.usage ?? 0));
    } catch {
      // Storage estimates are optional.
    }
    const revokedAck = manifest?.revoked ?? [];
    const commandResults = this.commandResults;
    const cache = this.library.stats();
    const ratio = window.devicePixelRatio || 1;
    const sentAt = Date.now();
    try {
      const answer = await sendStatus(this.token, {
        manifestVersion: manifest?.version ?? null,
        currentItemToken: this.playing?.item.itemToken ?? null,
        freeBytes: freeBytes === null ? null : Math.floor(freeBytes),
        revokedAck,
        appVersion: playerAppVersion,
        uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000),
        cacheItems: cache.items,
        cacheBytes: cache.bytes,
        resolution: `${Math.round(window.screen.width * ratio)}x${Math.round(window.screen.height * ratio)}`,
        clockOffsetMs: this.clockOffsetMs,
        lastError: this.lastError ?? this.library.lastError,
        commandResults,
      });
      for (const token of revokedAck) this.acknowledged.add(token);
      if (!answer) return;
      this.commandResults = this.commandResults.filter((r) => !commandResults.includes(r));
      // The server's time at the middle of the round trip against ours.
      const receivedAt = Date.now();
      const offset = Math.round((sentAt + receivedAt) / 2 - Date.parse(answer.serverTime));
      if (Number.isFinite(offset) && Math.abs(offset) <= 86_400_000) this.clockOffsetMs = offset;
      this.screenshotMinutes = answer.screenshotMinutes;
      if (!this.shotWanted && Date.now() - this.lastShotAt >= this.screenshotMinutes * 60_000) {
        this.shotWanted = { commandId: null };
        void this.screenshot();
      }
      for (const command of answer.commands) void this.carryOut(command);
    } catch (error) {
      if (error instanceof NotPaired) this.unpair();
    }
  }

  /** An operator's command, once each: reload the page, re-sync the manifest and videos, or clear. */
  private async carryOut(command: { id: number; kind: PlayerCommandKind }): Promise<void> {
    if (this.handled.has(command.id)) return;
    this.handled.add(command.id);
    const result = (status: 'done' | 'failed', error: string | null = null) => {
      this.commandResults.push({ id: command.id, status, error });
    };
    try {
      if (command.kind === 'reload') {
        // Acknowledged first: after the reload this page and what it knew are gone.
        result('done');
        await this.heartbeat();
        window.location.reload();
        return;
      }
      if (command.kind === 'screenshot') {
        // Answered once the frame is sent: while a video plays now, else when the next one does.
        this.shotWanted = { commandId: command.id };
        void this.screenshot();
        return;
      }
      if (command.kind === 'clear-cache') await this.library.clear();
      this.etag = null;
      await this.poll();
      if (this.manifest) await this.library.prepare(this.token, this.manifest.items);
      result('done');
    } catch (error) {
      result('failed', String(error).slice(0, 500));
    }
    await this.heartbeat();
  }

  /**
   * A frame of the video on screen, sent for its item. Taken only while a video plays (house
   * content is not proof of anything); otherwise the wish waits for the next video's first frames.
   */
  /** Sends a frame, signed with the player's key when it has one (decision 0049). */
  private async sendScreenshot(itemToken: string, image: Blob): Promise<boolean> {
    const keys = await readSetting('keys');
    if (!keys) return uploadScreenshot(this.token, itemToken, image);
    const capturedAt = new Date().toISOString();
    const signature = await signScreenshot(keys, image, itemToken, capturedAt);
    return uploadScreenshot(this.token, itemToken, image, { capturedAt, signature });
  }

  private async screenshot(): Promise<void> {
    const wanted = this.shotWanted;
    const playing = this.playing;
    if (!wanted || !playing?.started || this.video.readyState < 2) return;
    this.shotWanted = null;
    this.lastShotAt = Date.now();
    let sent = false;
    let error: string | null = null;
    try {
      const image = await captureFrame(this.video);
      sent = image ? await this.sendScreenshot(playing.item.itemToken, image) : false;
      if (!sent) error = 'The screenshot could not be taken or was refused.';
    } catch (caught) {
      error = String(caught).slice(0, 500);
    }
    if (error) this.lastError = error;
    if (wanted.commandId !== null) {
      this.commandResults.push({
        id: wanted.commandId,
        status: sent ? 'done' : 'failed',
        error,
      });
      void this.heartbeat();
    }
  }

  /** At every slot boundary: the slot's video if it is verified and valid, else house content. */
  private scheduleSlot = () => {
    if (this.stopped) return;
    const now = Date.now();
    const plan = loopPlanAt(this.manifest, now);
    const slotSeconds = plan?.slotSeconds ?? 15;
    const { slot, startsAt, endsAt } = slotAt(now, slotSeconds, plan?.slots ?? 1);
    const entry = plan?.loop[slot];
    const lateMs = now - startsAt;
    if (this.playing) void this.finish(this.ranInFull(now) ? 'completed' : 'interrupted');
    const source = entry?.kind === 'item' ? this.library.source(entry.item.sha256) : null;
    // A slot joined too late for its video to run in full is left to house content.
    if (
      entry?.kind === 'item' &&
      source &&
      playsInFull(lateMs, entry.item.durationMs, endsAt - startsAt)
    ) {
      this.play(entry.item, source, endsAt);
    } else {
      this.showHouse();
    }
    this.slotTimer = window.setTimeout(this.scheduleSlot, Math.max(50, endsAt - Date.now()));
  };

  /**
   * A video as long as its slot starts a little after the boundary (its first frame) and is still
   * on its last frames when the next slot begins: within the tolerance of its length it ran in full.
   */
  private ranInFull(now: number) {
    const playing = this.playing;
    if (!playing?.started) return false;
    const ranMs = now - playing.startedAt;
    return Math.abs(ranMs - playing.item.durationMs) <= playerLimits.completeToleranceMs;
  }

  private play(item: ManifestItem, src: string, slotEndsAt: number) {
    this.playing = { item, startedAt: Date.now(), slotEndsAt, started: false };
    this.update({ showing: { kind: 'video', item, src } });
    this.video.src = src;
    this.video.currentTime = 0;
    void this.video.play().catch((error: unknown) => {
      this.lastError = `A video could not start: ${String(error)}`.slice(0, 500);
      void this.finish('failed');
      this.showHouse();
    });
  }

  private showHouse() {
    const house = this.manifest?.houseItems[0] ?? null;
    this.video.pause();
    this.update({ showing: { kind: 'house', house } });
  }

  /** The play starts when the first frame shows, not when it was asked for. */
  private onPlaying = () => {
    if (this.playing && !this.playing.started) {
      this.playing.started = true;
      this.playing.startedAt = Date.now();
      // A screenshot waiting for a video: a moment in, past the first (often black) frames.
      if (this.shotWanted) window.setTimeout(() => void this.screenshot(), 300);
    }
  };

  private onEnded = () => {
    void this.finish('completed');
    this.showHouse();
  };

  private onVideoError = () => {
    if (!this.playing) return;
    this.lastError = `A video failed while playing (item ${this.playing.item.itemToken}).`;
    void this.finish('failed');
    this.showHouse();
  };

  /** Writes the play to IndexedDB first; only then is it counted and queued for upload. */
  private async finish(status: 'completed' | 'interrupted' | 'failed') {
    const playing = this.playing;
    if (!playing) return;
    this.playing = null;
    const endedAt = Date.now();
    await recordPlay({
      playId: uuidv7(),
      itemToken: playing.item.itemToken,
      startedAt: new Date(playing.startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      durationMs: endedAt - playing.startedAt,
      status,
    });
    this.update({ plays: this.view.plays + 1 });
    this.uploader.wake();
  }
}
