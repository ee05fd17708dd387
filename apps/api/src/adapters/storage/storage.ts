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
  /**
   * Marks this instance's temporary folder as in use. The service calls it on an interval; an
   * instance killed mid-upload stops calling it, which is how the others know its files are dead.
   */
  heartbeat(): Promise<void>;
  /**
   * Removes the temporary objects of other instances whose heartbeat is older than the given age
   * (a crashed process), and loose temporary objects that old; answers how many were removed.
   * The age of the heartbeat, not of the upload, decides, so a long upload is never swept.
   */
  sweepTemp(staleAfterMs: number): Promise<number>;
};
