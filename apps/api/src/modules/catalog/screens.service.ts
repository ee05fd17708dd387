import type { AdminScreen, ScreenValues } from '@screenspot/contracts/admin-screens';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import type { screens } from '../../db/schema';
import { etagOf } from '../../http/etag';
import { HttpError } from '../../plugins/errors';
import { sniffImage } from '../../http/raw-image';
import type { BookingPort } from './service';
import { snapshotOf } from './answer-scope';
import { changeCatalog } from './catalog-changes';
import { findScreen as findFinderScreen } from './repository';
import * as repository from './screens.repository';
import { message } from '../../error-messages';

type ScreenRow = {
  screen: typeof screens.$inferSelect;
  imageEtag: string | null;
  openOrders: number;
};

function toAdminScreen({ screen, imageEtag, openOrders }: ScreenRow): AdminScreen {
  return {
    id: screen.id,
    billboardName: screen.name,
    location: screen.location,
    latitude: screen.latitude,
    longitude: screen.longitude,
    price: screen.priceCents / 100,
    title: screen.title,
    description: screen.description,
    screens: screen.screens,
    size: screen.size,
    mediaType: screen.mediaType,
    duration: screen.durationSeconds,
    loopSlots: screen.loopSlots,
    billboardNameAr: screen.nameAr,
    locationAr: screen.locationAr,
    titleAr: screen.titleAr,
    descriptionAr: screen.descriptionAr,
    categoryId: screen.segmentId,
    imageEtag,
    openOrders,
    updatedAt: screen.updatedAt.toISOString(),
  };
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function toColumns(values: ScreenValues): repository.ScreenColumns {
  return {
    name: values.billboardName,
    location: values.location,
    latitude: values.latitude,
    longitude: values.longitude,
    priceCents: Math.round(values.price * 100),
    title: values.title,
    description: values.description,
    screens: values.screens,
    size: values.size,
    mediaType: values.mediaType,
    durationSeconds: values.duration,
    loopSlots: values.loopSlots,
    // Left out of the request, the stored Arabic texts stay.
    ...definedOnly({
      nameAr: values.billboardNameAr,
      locationAr: values.locationAr,
      titleAr: values.titleAr,
      descriptionAr: values.descriptionAr,
    }),
    segmentId: values.categoryId,
  };
}

export async function searchScreens(db: Db, query: { q?: string; page: number; size: number }) {
  return readPage(query, {
    rows: (window) => repository.listScreens(db, query.q, window),
    total: () => repository.countScreens(db, query.q),
    item: toAdminScreen,
  });
}

export async function getScreen(db: Db, id: number): Promise<AdminScreen> {
  const row = await repository.findScreen(db, id);
  if (!row) throw new HttpError(404, 'notFound.screen');
  return toAdminScreen(row);
}

async function checkSegment(db: Db, categoryId: number | null) {
  if (categoryId !== null && !(await repository.segmentExists(db, categoryId))) {
    throw new HttpError(400, 'segment.missing', { categoryId: 'segment.unknown' });
  }
}

export async function createScreen(db: Db, values: ScreenValues): Promise<AdminScreen> {
  await checkSegment(db, values.categoryId);
  const id = await changeCatalog(db, async (tx, counting) => {
    await counting();
    const id = await repository.insertScreen(tx, toColumns(values));
    const after = await findFinderScreen(tx, id);
    return { result: id, screens: [{ before: null, after: after && snapshotOf(after) }] };
  });
  return getScreen(db, id);
}

/** A smaller loop is refused while a future daypart has more spots sold or held than it leaves. */
export async function updateScreen(
  db: Db,
  booking: BookingPort,
  id: number,
  values: ScreenValues,
): Promise<AdminScreen> {
  await checkSegment(db, values.categoryId);
  await changeCatalog(db, async (tx, counting) => {
    if (!(await booking.lockLoopChange(tx, id, { slotsPerLoop: values.loopSlots }, 'loopSlots'))) {
      throw new HttpError(404, 'notFound.screen');
    }
    const before = await findFinderScreen(tx, id);
    await counting();
    await repository.updateScreen(tx, id, toColumns(values));
    const after = await findFinderScreen(tx, id);
    const snapshot = (row: typeof before) => row && snapshotOf(row);
    return { result: undefined, screens: [{ before: snapshot(before), after: snapshot(after) }] };
  });
  return getScreen(db, id);
}

/** A screen with orders keeps them attached: open ones need it, closed ones are the record. */
export async function deleteScreen(db: Db, id: number): Promise<void> {
  await changeCatalog(db, async (tx, counting) => {
    if (!(await repository.lockScreen(tx, id))) throw new HttpError(404, 'notFound.screen');
    const orders = await repository.countScreenOrders(tx, id);
    if (orders.open > 0) {
      throw new HttpError(409, message('screen.openOrders', { count: orders.open }));
    }
    if (orders.all > 0) {
      throw new HttpError(409, 'screen.hasOrders');
    }
    const before = await findFinderScreen(tx, id);
    await counting();
    await repository.deleteScreen(tx, id);
    return { result: undefined, screens: [{ before: before && snapshotOf(before), after: null }] };
  });
}

export async function saveScreenImage(
  db: Db,
  id: number,
  bytes: Buffer,
): Promise<{ etag: string }> {
  const contentType = await sniffImage(bytes);
  if (!(await repository.findScreen(db, id))) throw new HttpError(404, 'notFound.screen');
  const etag = etagOf(bytes);
  await repository.saveImage(db, { screenId: id, contentType, bytes, etag });
  return { etag };
}

export async function screenImage(db: Db, id: number) {
  const image = await repository.findImage(db, id);
  if (!image) throw new HttpError(404, 'notFound.screenImage');
  return image;
}
