import { localDate } from '@screenspot/contracts/booking';
import type { DisplayArea, DisplayAreaInput, Mockup } from '@screenspot/contracts/mockup';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/queue';
import { HttpError } from '../../plugins/errors';
import { requestMockup } from './mockup-job';
import { renderMockupPdf } from './mockup-pdf';
import * as repository from './repository';
import { screenMockupKey } from './screen-mockup';
import type { ErrorKey } from '../../error-messages';

const screenNotFound: ErrorKey = 'notFound.screen';
const orderNotFound: ErrorKey = 'notFound.order';
export const mockupMessages = {
  noPhoto: 'mockup.noPhoto',
  notReady: 'mockup.notReady',
} as const satisfies Record<string, ErrorKey>;

/** The area marked on a screen's photo; `current` is false once the photo was replaced. */
export async function getDisplayArea(db: Db, screenId: number): Promise<DisplayArea> {
  const row = await repository.findScreenArea(db, screenId);
  if (!row) throw new HttpError(404, screenNotFound);
  return {
    corners: row.corners ?? null,
    current: row.corners !== null && row.areaEtag === row.photoEtag,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Marks the display area on the screen's current photo, then renders every mock-up of the
 * screen's orders again: the old ones are forgotten (and their images removed) before the new
 * renders are queued, so nobody sees a mock-up of the old marking as current.
 */
export async function saveDisplayArea(
  deps: { db: Db; storage: Storage; jobs: Jobs },
  screenId: number,
  input: DisplayAreaInput,
  operatorId: number,
): Promise<DisplayArea> {
  const { db, storage, jobs } = deps;
  const row = await repository.findScreenArea(db, screenId);
  if (!row) throw new HttpError(404, screenNotFound);
  if (!row.photoEtag) throw new HttpError(409, mockupMessages.noPhoto);
  const corners = input.corners.map(({ x, y }) => ({ x, y }));
  const videos = await db.transaction(async (tx) => {
    await repository.saveArea(tx, {
      screenId,
      corners,
      imageEtag: row.photoEtag!,
      updatedBy: operatorId,
    });
    const found = await repository.screenVideos(tx, screenId);
    const images = await repository.forgetMockups(tx, [...new Set(found.map((v) => v.orderId))]);
    return { found, images };
  });
  // The screen's own mock-up of the old marking (a proposal's) is drawn again when next asked.
  const old =
    row.corners && row.areaEtag && row.updatedAt
      ? [screenMockupKey(screenId, { areaEtag: row.areaEtag, updatedAt: row.updatedAt })]
      : [];
  await Promise.allSettled([...videos.images, ...old].map((key) => storage.remove(key)));
  for (const { orderId, videoKey } of videos.found) {
    await requestMockup(jobs, orderId, videoKey).catch(() => {});
  }
  return getDisplayArea(db, screenId);
}

type OrderForMockup = NonNullable<Awaited<ReturnType<typeof repository.findOrderForMockup>>>;

/** The order, found for its owner or (with no owner given) for an operator; 404 otherwise. */
async function orderFor(db: Db, orderId: number, ownerId?: number): Promise<OrderForMockup> {
  const order = await repository.findOrderForMockup(db, orderId);
  if (!order || (ownerId !== undefined && order.customerId !== ownerId)) {
    throw new HttpError(404, orderNotFound);
  }
  return order;
}

/**
 * Which video's mock-up a reader sees: the owner the current video (what plays, or what is under
 * review); an operator the one awaiting a decision, a replacement when there is one.
 */
function videoOf(order: OrderForMockup, reader: 'owner' | 'operator'): string | null {
  return reader === 'operator' ? (order.pendingKey ?? order.currentKey) : order.currentKey;
}

export type MockupReader = { kind: 'owner'; customerId: number } | { kind: 'operator' };
const ownerOf = (reader: MockupReader) => (reader.kind === 'owner' ? reader.customerId : undefined);

/** The state of an order's mock-up, with its download addresses once it is ready. */
export async function mockupState(
  db: Db,
  orderId: number,
  reader: MockupReader,
  base: string,
): Promise<Mockup> {
  const order = await orderFor(db, orderId, ownerOf(reader));
  const videoKey = videoOf(order, reader.kind);
  const none: Mockup = { status: 'unavailable', imageUrl: null, pdfUrl: null, renderedAt: null };
  if (!videoKey) return none;
  const row = await repository.findMockup(db, order.id, videoKey);
  if (row?.status === 'ready') {
    return {
      status: 'ready',
      imageUrl: `${base}/${order.id}/mockup.png`,
      pdfUrl: `${base}/${order.id}/mockup.pdf`,
      renderedAt: row.renderedAt?.toISOString() ?? null,
    };
  }
  if (row?.status === 'failed') return { ...none, status: 'failed' };
  // No outcome yet: it is coming when the area is marked on the screen's current photo.
  const marked = order.areaEtag !== null && order.areaEtag === order.photoEtag;
  return marked ? { ...none, status: 'pending' } : none;
}

/** The stored PNG of a ready mock-up, with its ETag; 404 while there is none. */
export async function mockupImage(db: Db, orderId: number, reader: MockupReader) {
  const order = await orderFor(db, orderId, ownerOf(reader));
  const videoKey = videoOf(order, reader.kind);
  const row = videoKey ? await repository.findMockup(db, order.id, videoKey) : null;
  if (!row?.imageKey) throw new HttpError(404, mockupMessages.notReady);
  return { order, key: row.imageKey, etag: `"${row.imageKey.replace(/\W/g, '')}"` };
}

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The one-page PDF for a permit application: the screen, its place, size, dates and mock-up. */
export async function mockupPdf(
  deps: { db: Db; storage: Storage },
  orderId: number,
  reader: MockupReader,
): Promise<Buffer> {
  const { order, key } = await mockupImage(deps.db, orderId, reader);
  return renderMockupPdf({
    orderId: order.id,
    screenName: order.screenName,
    location: order.location,
    size: order.size,
    flightStart: order.flightStart,
    flightEnd: order.flightEnd,
    image: await readAll(deps.storage, key),
    generatedOn: localDate(new Date()),
  });
}
