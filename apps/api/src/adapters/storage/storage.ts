import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive, as HTTP Range uses them. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: a local folder by default, S3-compatible storage with STORAGE=s3.
 * Uploads are written to a temporary key and committed under their final key only together with
 * the database row that points to them, so a failure leaves neither behind.
 */
export type Storage = {
  /** Streams the body to a new temporary key without holding it in memory. */
  writeTemp(body: Readable): Promise<{ tempKey: string; size: number }>;
  /** Moves a temporary object to its final key. */
  commit(tempKey: string, key: string): Promise<void>;
  /** Removes an object (temporary or final); a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Size of an object, or null when it does not exist. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Reads an object, or the given range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Temporary objects older than the given age, left by a crash; removed at start. */
  sweepTemp(olderThanMs: number): Promise<number>;
};
