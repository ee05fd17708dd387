import { z } from 'zod';
import { idFromText } from './record-id';
import { linkTokenParamsSchema, sharedLinkFields } from './shared-link';

/**
 * Proof a client can verify (decision 0049). A player signs each play record and each screenshot
 * with its own Ed25519 key over the canonical text below (UTF-8, lines joined by a single "\n", no
 * trailing newline); the server checks and keeps the signature; a campaign's proof link lists the
 * records with their signatures, and its CSV is checked offline by `npm run verify-proof`
 * (scripts/verify-proof.mjs, which writes the same text from a CSV row).
 *
 * Play record, version 1:
 *   screenspot-play-v1
 *   <playId, lower case>
 *   <seq, decimal>
 *   <item token>
 *   <start, ISO 8601 UTC with milliseconds: new Date(ms).toISOString()>
 *   <end, the same form>
 *   <duration in ms, decimal>
 *   <status: completed | interrupted | failed>
 *
 * A batch of play records (decision 0064), signed once per upload instead of once per record:
 *   screenspot-play-batch-v1
 *   <SHA-256 of the first record's play text above, 64 lower-case hex digits>
 *   <… one line per record of the upload, in the order sent>
 * The batch's id is the SHA-256 (hex) of that whole text, so a batch sent again is the same batch.
 *
 * Screenshot, version 1:
 *   screenspot-screenshot-v1
 *   <SHA-256 of the image bytes, 64 lower-case hex digits>
 *   <item token>
 *   <the player's time of capture, ISO 8601 UTC with milliseconds>
 *
 * Public keys travel as the 32 raw bytes in base64url without padding (43 characters), signatures
 * as the 64 raw bytes in base64url (86 characters).
 */
export const playSigningVersion = 'screenspot-play-v1';
export const screenshotSigningVersion = 'screenspot-screenshot-v1';
export const playBatchSigningVersion = 'screenspot-play-batch-v1';

/** An instant in the signed form: ISO 8601 in UTC with milliseconds, from any ISO instant. */
export function signedInstant(instant: string | number | Date): string {
  return new Date(typeof instant === 'string' ? Date.parse(instant) : instant).toISOString();
}

export type SignedPlayFields = {
  playId: string;
  seq: number;
  itemToken: string;
  startedAt: string | number | Date;
  endedAt: string | number | Date;
  durationMs: number;
  status: string;
};

/** The text a player signs for a play record. */
export function playSigningText(play: SignedPlayFields): string {
  return [
    playSigningVersion,
    play.playId.toLowerCase(),
    String(play.seq),
    play.itemToken,
    signedInstant(play.startedAt),
    signedInstant(play.endedAt),
    String(play.durationMs),
    play.status,
  ].join('\n');
}

/**
 * The text a player signs for a batch of play records: the version line, then the SHA-256 (hex)
 * of each record's `playSigningText`, in the batch's order (decision 0064).
 */
export function playBatchSigningText(recordHashes: readonly string[]): string {
  return [playBatchSigningVersion, ...recordHashes].join('\n');
}

export const sha256HexPattern = /^[0-9a-f]{64}$/;

/** The text a player signs for a screenshot. */
export function screenshotSigningText(shot: {
  sha256: string;
  itemToken: string;
  capturedAt: string | number | Date;
}): string {
  return [
    screenshotSigningVersion,
    shot.sha256.toLowerCase(),
    shot.itemToken,
    signedInstant(shot.capturedAt),
  ].join('\n');
}

export const publicKeyPattern = /^[A-Za-z0-9_-]{43}$/;
export const signaturePattern = /^[A-Za-z0-9_-]{86}$/;
export const publicKeySchema = z.string().regex(publicKeyPattern, 'Must be an Ed25519 public key');
export const signatureSchema = z.string().regex(signaturePattern, 'Must be an Ed25519 signature');

/** The CSV's header; `npm run verify-proof` refuses a file whose first line differs. */
export const proofCsvColumns = [
  'kind',
  'id',
  'seq',
  'item',
  'started_at',
  'ended_at',
  'duration_ms',
  'status',
  'public_key',
  'signature',
  'batch',
  'sha256',
  'leaves',
] as const;

// ---- proof links and the page they open

export const proofLinkSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ProofLink = z.infer<typeof proofLinkSchema>;

/** The answer to creating a link: the only time its token is shown. */
export const proofLinkCreatedSchema = proofLinkSchema.extend(sharedLinkFields);
export type ProofLinkCreated = z.infer<typeof proofLinkCreatedSchema>;

export const campaignProofParamsSchema = z.object({ id: idFromText });
export const proofLinkParamsSchema = z.object({ id: idFromText, linkId: idFromText });
export const proofTokenParamsSchema = linkTokenParamsSchema('Not a proof link');

export const proofPlaySchema = z.object({
  playId: z.string(),
  screenName: z.string(),
  seq: z.number().int(),
  itemToken: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationMs: z.number().int(),
  status: z.string(),
  complete: z.boolean(),
  publicKey: z.string().nullable(),
  /** The record's own signature (a player signing each record), or null. */
  signature: z.string().nullable(),
  /** The signed batch it came in (decision 0064), or null, and the SHA-256 of its signed text. */
  batchId: z.string().nullable(),
  recordHash: z.string(),
});
export type ProofPlay = z.infer<typeof proofPlaySchema>;

export const proofScreenshotSchema = z.object({
  id: z.number().int(),
  screenName: z.string(),
  itemToken: z.string(),
  sha256: z.string(),
  takenAt: z.string(),
  capturedAt: z.string().nullable(),
  publicKey: z.string().nullable(),
  signature: z.string().nullable(),
  url: z.string(),
});
export type ProofScreenshot = z.infer<typeof proofScreenshotSchema>;

export const proofViewSchema = z.object({
  campaignName: z.string().nullable(),
  screens: z.array(
    z.object({
      name: z.string(),
      booked: z.number().int(),
      delivered: z.number().int(),
    }),
  ),
  booked: z.number().int(),
  delivered: z.number().int(),
  /** Plays from players paired before signatures: listed, marked unsigned. */
  unsignedPlays: z.number().int(),
  plays: z.array(proofPlaySchema),
  /** More plays than listed here: the CSV has them all. */
  morePlays: z.boolean(),
  screenshots: z.array(proofScreenshotSchema),
  csvUrl: z.string(),
});
export type ProofView = z.infer<typeof proofViewSchema>;
