import type { Billboard } from '@screenspot/contracts/billboard';
import type { Db } from '../../db/client';
import type { billboards } from '../../db/schema';
import * as repository from './repository';

type BillboardRow = typeof billboards.$inferSelect;

/** The spec's wire shape: ledId and id are the same number, price in dollars. */
export function toBillboard(row: BillboardRow): Billboard {
  return {
    id: row.id,
    ledId: row.id,
    billboardName: row.billboardName,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    price: row.priceCents / 100,
    title: row.title,
    description: row.description,
    screens: row.screens,
    size: row.size,
    mediaType: row.mediaType,
    duration: row.durationSeconds,
    categoryId: row.categoryId,
  };
}

export async function findBillboards(
  db: Db,
  query: {
    location?: string;
    boardName?: string;
    categoryId?: number;
    page?: number;
    size?: number;
  },
): Promise<Billboard[]> {
  const paged = query.size !== undefined || query.page !== undefined;
  const size = query.size ?? 50;
  const rows = await repository.listBillboards(db, {
    location: query.location,
    boardName: query.boardName,
    categoryId: query.categoryId,
    ...(paged ? { limit: size, offset: (query.page ?? 0) * size } : {}),
  });
  return rows.map(toBillboard);
}
