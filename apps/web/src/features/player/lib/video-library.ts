import type { ManifestItem } from '@screenspot/contracts/player';
import { downloadVideo } from '../api/player-api';

const cacheName = 'screenspot-player-videos-v1';
/** Videos are cached under their digest, so a token change never costs a download. */
const keyOf = (sha256: string) => `/player/videos/${sha256}`;

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The videos this screen may play, kept in Cache Storage. A file is handed to the video element
 * only after its bytes matched the manifest's sha256 (SubtleCrypto), read back from the cache;
 * anything else is never played, and its slot shows house content.
 */
export class VideoLibrary {
  private verified = new Map<string, string>();
  private sizes = new Map<string, number>();
  private loading = new Map<string, Promise<void>>();
  /** The last download or check that went wrong, for the heartbeat. */
  lastError: string | null = null;

  /** What the library holds: verified videos and their bytes. */
  stats(): { items: number; bytes: number } {
    let bytes = 0;
    for (const size of this.sizes.values()) bytes += size;
    return { items: this.verified.size, bytes };
  }

  /** Forgets every video, in memory and in Cache Storage (a remote "clear cache"). */
  async clear(): Promise<void> {
    for (const url of this.verified.values()) URL.revokeObjectURL(url);
    this.verified.clear();
    this.sizes.clear();
    await caches.delete(cacheName);
  }

  /** An object URL of verified bytes, or null if the file is not (yet) verified. */
  source(sha256: string): string | null {
    return this.verified.get(sha256) ?? null;
  }

  async prepare(token: string, items: ManifestItem[]): Promise<void> {
    await Promise.all(
      items.map((item) => {
        if (this.verified.has(item.sha256)) return Promise.resolve();
        let pending = this.loading.get(item.sha256);
        if (!pending) {
          pending = this.load(token, item)
            .catch((error: unknown) => {
              this.lastError = `A video could not be fetched: ${String(error)}`.slice(0, 500);
            })
            .finally(() => this.loading.delete(item.sha256));
          this.loading.set(item.sha256, pending);
        }
        return pending;
      }),
    );
  }

  private async load(token: string, item: ManifestItem): Promise<void> {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(keyOf(item.sha256));
    let bytes = cached ? await cached.arrayBuffer() : null;
    if (!bytes || (await sha256Hex(bytes)) !== item.sha256) {
      bytes = await downloadVideo(token, item.videoUrl);
      if ((await sha256Hex(bytes)) !== item.sha256) {
        this.lastError = `A video did not match its checksum (item ${item.itemToken}).`;
        return;
      }
      await cache.put(
        keyOf(item.sha256),
        new Response(bytes, { headers: { 'content-type': 'video/mp4' } }),
      );
    }
    this.verified.set(item.sha256, URL.createObjectURL(new Blob([bytes])));
    this.sizes.set(item.sha256, bytes.byteLength);
  }

  /** Drops files no longer in the manifest, from memory and from the cache. */
  async keepOnly(items: ManifestItem[]): Promise<void> {
    const wanted = new Set(items.map((item) => item.sha256));
    for (const [sha256, url] of this.verified) {
      if (!wanted.has(sha256)) {
        URL.revokeObjectURL(url);
        this.verified.delete(sha256);
        this.sizes.delete(sha256);
      }
    }
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      const sha256 = new URL(request.url).pathname.split('/').pop()!;
      if (!wanted.has(sha256)) await cache.delete(request);
    }
  }
}
