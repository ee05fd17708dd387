import { z } from 'zod';
import { idFromText } from './record-id';
import { publicKeySchema, signatureSchema } from './proof';

/**
 * The player protocol (DOMAIN.md, "Players and proof of play"): pairing, the manifest a screen's
 * player pulls, its proof-of-play records and its heartbeat. Limits live here once, for both apps.
 */
export const playerLimits = {
  pairingCodeLength: 6,
  pairingMinutes: 15,
  /** Pairing requests per client address in a window, so codes cannot be farmed. */
  pairingsPerAddress: 20,
  pairingWindowMinutes: 15,
  manifestHours: 48,
  pollSeconds: 60,
  heartbeatSeconds: 60,
  /** A player silent for longer than this is shown offline. */
  offlineAfterSeconds: 180,
  maxPlaysPerBatch: 1000,
  completeToleranceMs: 500,
  overlapToleranceMs: 1500,
  maxPlayAgeDays: 14,
  maxClockSkewMs: 2 * 60_000,
} as const;

/** Letters and digits that cannot be misread on a screen across a room (no 0/O, 1/I/L). */
export const pairingAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** What the operator types: case, spaces and dashes do not matter. */
export function normalizePairingCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export const pairingCreatedSchema = z.object({
  code: z.string(),
  claimToken: z.string(),
  expiresAt: z.string(),
});
export type PairingCreated = z.infer<typeof pairingCreatedSchema>;

const secret = z.string().min(16).max(200);

export const pairingClaimSchema = z.object({
  claimToken: secret,
  /** The player's Ed25519 public key (decision 0049); a player without WebCrypto's Ed25519 omits it. */
  publicKey: publicKeySchema.optional(),
});
export const pairingClaimedSchema = z.object({ token: z.string() });

export const playerLinkSchema = z.object({
  code: z
    .string()
    .transform(normalizePairingCode)
    .refine(
      (code) =>
        code.length === playerLimits.pairingCodeLength &&
        [...code].every((c) => pairingAlphabet.includes(c)),
      { message: 'Enter the 6-character code shown on the screen.' },
    ),
});
export const playerLinkedSchema = z.object({ playerId: z.number().int() });

export const ledIdParamsSchema = z.object({ ledId: idFromText });
export const playerIdParamsSchema = z.object({ playerId: idFromText });

export const manifestCellSchema = z.object({
  /** Local date (Asia/Dubai) the daypart belongs to. */
  date: z.string(),
  daypart: z.string(),
  spots: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ManifestCell = z.infer<typeof manifestCellSchema>;

export const manifestItemSchema = z.object({
  itemToken: z.string(),
  orderId: z.number().int(),
  videoUrl: z.string(),
  sha256: z.string(),
  durationMs: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  cells: z.array(manifestCellSchema),
  /**
   * The advert's category, when known (decision 0047): the server kept two of one category apart
   * when it arranged `loops`.
   */
  category: z.string().optional(),
});
export type ManifestItem = z.infer<typeof manifestItemSchema>;

/**
 * The loop to play from `startsAt` until `endsAt`, arranged by the server (decision 0057): one entry
 * per slot in play order, an item's token or null for house content. Slot `i` plays at the
 * epoch-aligned slot whose index modulo the loop's length is `i` (`slotAt`).
 */
export const manifestLoopSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  slots: z.array(z.string().nullable()),
});
export type ManifestLoop = z.infer<typeof manifestLoopSchema>;

export const houseItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
});
export type HouseItem = z.infer<typeof houseItemSchema>;

export const manifestSchema = z.object({
  version: z.string(),
  ledId: z.number().int(),
  screenName: z.string(),
  timezone: z.string(),
  loopSeconds: z.number().int(),
  slotSeconds: z.number().int(),
  /** The manifest may be played until then without a newer one. */
  validUntil: z.string(),
  items: z.array(manifestItemSchema),
  /**
   * The loop's order through the window, in time order and never overlapping; outside them every
   * slot is house content. The player plays exactly this order.
   */
  loops: z.array(manifestLoopSchema),
  houseItems: z.array(houseItemSchema),
  /** Tokens of items withdrawn lately: stop them and acknowledge in the next heartbeat. */
  revoked: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const playStatuses = ['completed', 'interrupted', 'failed'] as const;

const instant = z.iso.datetime({ offset: true });

export const playRecordSchema = z.object({
  playId: z.uuid(),
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  itemToken: z.string().min(1).max(100),
  startedAt: instant,
  endedAt: instant,
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000),
  status: z.enum(playStatuses),
  /**
   * Ed25519 over `playSigningText` (contracts/proof), from a player that signs each record (0049);
   * a player with a key signs either each record or the batch (`batchSignature`, decision 0064).
   */
  signature: signatureSchema.optional(),
});
export type PlayRecord = z.infer<typeof playRecordSchema>;

export const playsUploadSchema = z.object({
  plays: z.array(playRecordSchema).max(playerLimits.maxPlaysPerBatch),
  /** Ed25519 over `playBatchSigningText` of the records' hashes, in this order (decision 0064). */
  batchSignature: signatureSchema.optional(),
});
export type PlaysUpload = z.infer<typeof playsUploadSchema>;

export const playRejectionReasons = [
  'unknown-item',
  'other-screen',
  'outside-validity',
  'revoked',
  'overlap',
  'too-old',
  'in-future',
  'inconsistent',
] as const;
export type PlayRejectionReason = (typeof playRejectionReasons)[number];

export const playsResultSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ playId: z.string(), reason: z.enum(playRejectionReasons) })),
});
export type PlaysResult = z.infer<typeof playsResultSchema>;

/** Whole numbers a heartbeat may carry: never negative, never beyond what a player could have. */
const count = (max: number) => z.number().int().min(0).max(max);

export const playerStatusSchema = z
  .object({
    manifestVersion: z.string().max(100).nullable(),
    currentItemToken: z.string().max(100).nullable(),
    freeBytes: count(2 ** 53 - 1).nullable(),
    /** Revoked item tokens the player has stopped. */
    revokedAck: z.array(z.string().max(100)).max(500).default([]),
    /** The player app's version (its build). */
    appVersion: z.string().max(40).nullable().default(null),
    /** Seconds since the player page started. */
    uptimeSeconds: count(10 * 365 * 86_400)
      .nullable()
      .default(null),
    /** Verified videos it holds and their bytes. */
    cacheItems: count(10_000).nullable().default(null),
    cacheBytes: count(2 ** 53 - 1)
      .nullable()
      .default(null),
    /** The display's resolution in pixels, e.g. 1920x1080. */
    resolution: z
      .string()
      .regex(/^\d{1,5}x\d{1,5}$/, 'Must be width x height in pixels, e.g. 1920x1080')
      .nullable()
      .default(null),
    /** The player's clock minus the server's, in milliseconds (from the Date of an answer). */
    clockOffsetMs: z.number().int().min(-86_400_000).max(86_400_000).nullable().default(null),
    /** The last error the player met, in a sentence. */
    lastError: z.string().max(500).nullable().default(null),
    /** Commands the player carried out (or could not) since its last report. */
    commandResults: z
      .array(
        z.object({
          id: z.number().int().min(1),
          status: z.enum(['done', 'failed']),
          error: z.string().max(500).nullable().default(null),
        }),
      )
      .max(20)
      .default([]),
  })
  .strict();
export type PlayerStatus = z.input<typeof playerStatusSchema>;

/** What an operator can ask a player to do (decision 0046). */
export const playerCommandKinds = ['reload', 'resync', 'clear-cache', 'screenshot'] as const;

/** Screenshots: a frame of the playing video at a fixed size, JPEG or WebP, at most 300 KB. */
export const screenshotLimits = {
  maxBytes: 300 * 1024,
  types: ['image/jpeg', 'image/webp'] as const,
  width: 640,
  height: 360,
  /** How often a player takes one of its own accord. */
  everyMinutes: 30,
  /** Screenshots one player may send in an hour. */
  perHour: 30,
} as const;

export const playerScreenshotSchema = z.object({
  id: z.number().int(),
  ledId: z.number().int(),
  orderId: z.number().int(),
  sha256: z.string(),
  bytes: z.number().int(),
  contentType: z.string(),
  takenAt: z.string(),
  url: z.string(),
});
export type PlayerScreenshot = z.infer<typeof playerScreenshotSchema>;

/** POST /api/player/screenshots?itemToken=…: the body is the image itself. */
export const screenshotQuerySchema = z.object({
  itemToken: z.string().min(1).max(100),
  /** The player's time of capture and its signature over `screenshotSigningText` (decision 0049). */
  capturedAt: z.iso.datetime({ offset: true }).optional(),
  signature: signatureSchema.optional(),
});
export const screenshotIdParamsSchema = z.object({ screenshotId: idFromText });
export const orderScreenshotParamsSchema = z.object({
  id: idFromText,
  screenshotId: idFromText,
});
export type PlayerCommandKind = (typeof playerCommandKinds)[number];

/** The heartbeat's answer: the commands waiting for this player, oldest first. */
export const playerStatusAnswerSchema = z.object({
  ok: z.literal(true),
  /** The server's time, so the player can measure its clock's offset. */
  serverTime: z.string(),
  /** How often the player takes a screenshot of its own accord. */
  screenshotMinutes: z.number().int(),
  commands: z.array(z.object({ id: z.number().int(), kind: z.enum(playerCommandKinds) })),
});
export type PlayerStatusAnswer = z.infer<typeof playerStatusAnswerSchema>;

/** The console's view of one screen's players and delivery today. */
export const screenHealthSchema = z.object({
  ledId: z.number().int(),
  timezone: z.string(),
  today: z.string(),
  manifestVersion: z.string().nullable(),
  playsToday: z.number().int(),
  expectedToday: z.number().int(),
  players: z.array(
    z.object({
      playerId: z.number().int(),
      status: z.enum(['waiting', 'online', 'offline', 'revoked']),
      pairedAt: z.string(),
      lastSeenAt: z.string().nullable(),
      manifestVersion: z.string().nullable(),
      currentItemToken: z.string().nullable(),
      freeBytes: z.number().nullable(),
      /** seq numbers missing today between the first and last received. */
      seqGaps: z.number().int(),
      /** Whether it registered a key and signs its records (decision 0049). */
      signs: z.boolean(),
      /** Records and screenshots refused for a missing or wrong signature. */
      signatureRefusals: z.number().int(),
    }),
  ),
});
export type ScreenHealth = z.infer<typeof screenHealthSchema>;

/** GET /api/admin/leds/:ledId/delivery: how many local days back, today included. */
export const screenDeliveryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(92).default(14),
});

/** Plays against bookings, in all and per local day (calendar dates in the screen's zone). */
const deliveryFields = {
  timezone: z.string(),
  booked: z.number().int(),
  played: z.number().int(),
  days: z.array(z.object({ date: z.string(), booked: z.number().int(), played: z.number().int() })),
};

/** A screen's delivery against what its paid orders booked. */
export const screenDeliverySchema = z.object({ ledId: z.number().int(), ...deliveryFields });
export type ScreenDelivery = z.infer<typeof screenDeliverySchema>;

/**
 * What the delivery guarantee gave an order (decisions 0026 and 0050): one line per remedy, for
 * a screen outage in booked hours (`outage`, with the stretch it was silent in) or a cell the
 * nightly check found short (`shortfall`); plays owed, made good in later cells, and credited.
 */
export const deliveryRemedySchema = z.object({
  reason: z.enum(['outage', 'shortfall']),
  date: z.string(),
  daypart: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  playsOwed: z.number().int(),
  madeGoodPlays: z.number().int(),
  creditedPlays: z.number().int(),
  creditCents: z.number().int(),
  creditNoteNumber: z.string().nullable(),
});
export type DeliveryRemedy = z.infer<typeof deliveryRemedySchema>;

/** An order's delivery so far, per local day, for its owner, with its make-goods and credits. */
export const orderDeliverySchema = z.object({
  orderId: z.number().int(),
  ...deliveryFields,
  remedies: z.array(deliveryRemedySchema),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
