import { randomUUID } from 'node:crypto';

/** Where unfinished uploads live until they are committed with their database row. */
export const tempPrefix = 'tmp/';

export function newTempKey(): string {
  return `${tempPrefix}${randomUUID()}`;
}

export function newVideoKey(extension: string): string {
  return `videos/${randomUUID()}.${extension}`;
}

const safeKey = /^[a-z0-9]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

/** Keys are made by the service, never by a user; this guards the file system anyway. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
