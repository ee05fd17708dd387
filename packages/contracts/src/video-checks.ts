import { z } from 'zod';
import { recordIdSchema } from './record-id';
import { aspectLabel, sameAspect } from './video-rules';

export { aspectLabel, sameAspect };

/** A creative check's outcome: pass, warn (shown to the customer, no action needed) or fail. */
export const checkStatusSchema = z.enum(['pass', 'warn', 'fail']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** The whole video's state: pending until the check job has run, then its worst check. */
export const videoCheckStatusSchema = z.enum(['pending', 'pass', 'warn', 'fail']);
export type VideoCheckStatus = z.infer<typeof videoCheckStatusSchema>;

export const checkKeys = [
  'container',
  'codec',
  'resolution',
  'aspect',
  'duration',
  'frameRate',
  'bitrate',
  'audio',
  'black',
  'frozen',
] as const;
export const checkKeySchema = z.enum(checkKeys);
export type CheckKey = z.infer<typeof checkKeySchema>;

/** One check with what was measured and what the screen expects, in words people read. */
export const checkResultSchema = z.object({
  key: checkKeySchema,
  label: z.string(),
  status: checkStatusSchema,
  measured: z.string(),
  expected: z.string(),
  message: z.string().optional(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const checkOverrideSchema = z.object({
  by: z.number().int(),
  byName: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
});

/** The checks of one order's current video, as the console and the order's owner see them. */
export const videoChecksSchema = z.object({
  status: videoCheckStatusSchema,
  checks: z.array(checkResultSchema),
  /** When the check job could not read the file at all. */
  error: z.string().nullable(),
  sha256: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnailUrls: z.array(z.string()),
  override: checkOverrideSchema.nullable(),
  checkedAt: z.string().nullable(),
});
export type VideoChecks = z.infer<typeof videoChecksSchema>;

export const overrideReasonMessages = {
  required: 'Please give a reason for approving this video despite its failed checks.',
  tooLong: 'Please keep the reason under 500 characters.',
} as const;

/** An operator's override of a failed check: allowed only with a reason. */
export const overrideChecksSchema = z.object({
  reason: z
    .string({ error: overrideReasonMessages.required })
    .trim()
    .min(3, overrideReasonMessages.required)
    .max(500, overrideReasonMessages.tooLong),
});

/** `/…/checks/thumbnails/:index`: the order and which of the three stills. */
export const thumbnailParamsSchema = z.object({
  id: recordIdSchema,
  index: z
    .string()
    .regex(/^[0-2]$/, 'Must be 0, 1 or 2')
    .transform(Number),
});

/**
 * What the upload page says before sending when a video's picture does not fit the screen: a
 * different shape (the checks will fail it) or a different size (they will warn). Null when it fits.
 */
export function screenFitWarning(
  video: { width: number; height: number },
  screen: { width: number; height: number },
): { severity: 'fail' | 'warn'; message: string } | null {
  if (video.width <= 0 || video.height <= 0) return null;
  const v = `${video.width}×${video.height}`;
  const s = `${screen.width}×${screen.height}`;
  if (!sameAspect(video, screen)) {
    return {
      severity: 'fail',
      message: `This video is ${v} (${aspectLabel(video.width, video.height)}) but the screen is ${s} (${aspectLabel(screen.width, screen.height)}). It would play letterboxed or cropped, so its checks will fail and the operator may refuse it. Export it at ${s} if you can.`,
    };
  }
  if (video.width !== screen.width || video.height !== screen.height) {
    const smaller = video.width < screen.width;
    return {
      severity: 'warn',
      message: `This video is ${v}; the screen is ${s}. It will be scaled ${smaller ? 'up and may look soft' : 'down'}. Export it at ${s} for the sharpest picture.`,
    };
  }
  return null;
}
