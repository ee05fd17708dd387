import { createHash } from 'node:crypto';
import type { Encoding } from '../../http/compression';

/** A response body ready to send, with the ETag of its bytes. */
export type CachedResponse = {
  body: Buffer;
  etag: string;
  /** Extra headers that belong to this body (e.g. a total count). */
  headers: Record<string, string>;
  /** The body compressed, made on first use and kept with the entry. */
  compressed(encoding: Encoding): Promise<Buffer>;
};

type Entry<S> = {
  expiresAt: number;
  value: Promise<CachedResponse>;
  bytes: number;
  scope: S | undefined;
};

export type ResponseCache<S = unknown> = {
  /** The answer under `key`; `scope` says what it covers, for `drop`. */
  get(key: string, produce: () => Promise<CachedResponse>, scope?: S): Promise<CachedResponse>;
  /** Forgets the answers whose scope the test accepts, and those kept without a scope. */
  drop(test: (scope: S) => boolean): number;
  clear(): void;
};

export function etagOfBytes(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Serialized answers kept for a few seconds per instance. The database stays the only source of
 * truth: an entry is at most `ttlMs` old, so instances agree again within that time. Concurrent
 * misses for one key share a single query, so a burst does not stampede the database.
 */
export function createResponseCache<S = unknown>(options: {
  ttlMs: number;
  maxEntries: number;
  /** Bodies kept at most, in bytes (compressed copies are small beside them). */
  maxBytes?: number;
  now?: () => number;
}): ResponseCache<S> {
  const { ttlMs, maxEntries, maxBytes = Infinity, now = Date.now } = options;
  const entries = new Map<string, Entry<S>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  // Map keeps insertion order: the first key is the oldest.
  const evict = () => {
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1)) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };

  return {
    get(key, produce, scope) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return hit.value;
      if (ttlMs <= 0) return produce();
      const value = produce();
      remove(key);
      const entry: Entry<S> = { expiresAt: time + ttlMs, value, bytes: 0, scope };
      entries.set(key, entry);
      value.then(
        (response) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = response.body.length;
          bytes += entry.bytes;
          evict();
        },
        // A failed query must not be remembered.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      evict();
      return value;
    },
    drop(test) {
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (entry.scope !== undefined && !test(entry.scope)) continue;
        remove(key);
        dropped += 1;
      }
      return dropped;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

/** Whether an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
