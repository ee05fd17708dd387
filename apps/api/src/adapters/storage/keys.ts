import { randomBytes, randomUUID } from 'node:crypto';

/** Where unfinished uploads live until they are committed with their database row. */
export const tempPrefix = 'tmp/';

/** The object whose age tells other instances that a temporary folder's owner is still running. */
export const heartbeatName = 'alive';

/**
 * A name for one running storage instance's temporary folder (`tmp/<owner>/`). Each process gets
 * its own, so an instance sweeping after a crash can tell whose uploads are still in progress.
 */
export function newTempOwner(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

export function newTempKey(owner: string): string {
  return `${tempPrefix}${owner}/${randomUUID()}`;
}

/** A still of a video, made by its creative check. */
export function newThumbnailKey(): string {
  return `thumbnails/${randomUUID()}.jpg`;
}

export function newVideoKey(extension: string): string {
  return `videos/${randomUUID()}.${extension}`;
}

const safeKey = /^[a-z0-9]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

/** Keys are made by the service, never by a user; this guards the file system anyway. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
