// The in-situ mock-up (decision 0052): each screen's marked display area and each order video's
// rendered mock-up.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, updatedAt, link, ownKey } from './columns';
import { customers } from './accounts';
import { orders } from './booking';
import { screens } from './catalog';

/** A corner of the display area, as fractions of the photo's width and height. */
export type AreaCorner = { x: number; y: number };

/** The display area on a screen's photo: four corners, clockwise from top left. */
export const screenDisplayAreas = pgTable(
  'screen_display_areas',
  {
    screenId: ownKey('screen_id', () => screens.id),
    corners: jsonb('corners').$type<AreaCorner[]>().notNull(),
    /** The ETag of the photo the corners were marked on; another photo needs a new marking. */
    imageEtag: text('image_etag').notNull(),
    updatedBy: integer('updated_by').references(() => customers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'screen_display_areas_four_corners',
      sql`jsonb_typeof(${t.corners}) = 'array' AND jsonb_array_length(${t.corners}) = 4`,
    ),
  ],
);

/** One mock-up per order and video (a replacement awaiting its decision gets its own). */
export const orderMockups = pgTable(
  'order_mockups',
  {
    orderId: link('order_id', () => orders.id, 'cascade'),
    videoKey: text('video_key').notNull(),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull(),
    /** The PNG in storage, once ready. */
    imageKey: text('image_key'),
    error: text('error'),
    renderedAt: at('rendered_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'order_mockups_pkey', columns: [t.orderId, t.videoKey] }),
    check('order_mockups_status', sql`${t.status} IN ('pending', 'ready', 'failed')`),
    check(
      'order_mockups_ready_has_image',
      sql`(${t.status} = 'ready') = (${t.imageKey} IS NOT NULL)`,
    ),
  ],
);
