/**
 * The in-situ mock-up (decision record 0052): the display area an operator marks on a screen's
 * photo (four corners, as fractions of the photo's width and height, clockwise from top left),
 * and the state of an order's mock-up, a key frame of its video warped onto that area.
 */
import { z } from 'zod';

/** The English texts of the display area's refusals (the API translates them by their text). */
export const displayAreaMessages = {
  fourCorners: 'Mark exactly four corners',
  insidePhoto: 'Every corner must be inside the photo',
  notConvex: 'The corners must make a convex shape, marked clockwise from the top left',
  tooSmall: 'The marked area is too small',
} as const;

/** The smallest area worth a mock-up: 0.5 % of the photo. */
export const minDisplayAreaShare = 0.005;

const fraction = z
  .number({ error: displayAreaMessages.insidePhoto })
  .min(0, displayAreaMessages.insidePhoto)
  .max(1, displayAreaMessages.insidePhoto);

export const cornerSchema = z.object({ x: fraction, y: fraction });
export type Corner = z.infer<typeof cornerSchema>;

/** Twice the signed area of the turn at b (image axes: y grows downwards, clockwise is positive). */
function turn(a: Corner, b: Corner, c: Corner): number {
  return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
}

/**
 * A convex quadrilateral marked clockwise as seen (top left, top right, bottom right, bottom
 * left): every turn goes the same way. Four turns of one sign sum to one full turn, so the shape
 * is simple as well as convex; a crossed or mirrored marking has a turn of the other sign.
 */
export function isClockwiseConvex(corners: readonly Corner[]): boolean {
  if (corners.length !== 4) return false;
  return corners.every(
    (corner, i) => turn(corner, corners[(i + 1) % 4]!, corners[(i + 2) % 4]!) > 0,
  );
}

/** The area of a simple polygon (shoelace), in the photo's squared fractions. */
export function polygonArea(corners: readonly Corner[]): number {
  let twice = 0;
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length]!;
    twice += a.x * b.y - b.x * a.y;
  });
  return Math.abs(twice) / 2;
}

/** PUT /api/admin/screens/:id/display-area: the four corners, clockwise from top left. */
export const displayAreaInputSchema = z.object({
  corners: z
    .array(cornerSchema, { error: displayAreaMessages.fourCorners })
    .length(4, displayAreaMessages.fourCorners)
    .refine(isClockwiseConvex, displayAreaMessages.notConvex)
    .refine((corners) => polygonArea(corners) >= minDisplayAreaShare, displayAreaMessages.tooSmall),
});
export type DisplayAreaInput = z.infer<typeof displayAreaInputSchema>;

/** A screen's display area; `current` is false once the photo it was marked on is replaced. */
export const displayAreaSchema = z.object({
  corners: z.array(cornerSchema).nullable(),
  current: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type DisplayArea = z.infer<typeof displayAreaSchema>;

/**
 * An order's mock-up: `pending` while it renders, `ready` with its downloads, `failed` when the
 * video or photo could not be read, `unavailable` when the screen has no marked area (or no photo)
 * or the order no video.
 */
export const mockupStatusSchema = z.enum(['pending', 'ready', 'failed', 'unavailable']);
export type MockupStatus = z.infer<typeof mockupStatusSchema>;

export const mockupSchema = z.object({
  status: mockupStatusSchema,
  imageUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  renderedAt: z.string().nullable(),
});
export type Mockup = z.infer<typeof mockupSchema>;
