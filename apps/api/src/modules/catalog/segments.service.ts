import type { AdminSegment } from '@screenspot/contracts/admin-screens';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repository from './segments.repository';

const duplicate = () =>
  new HttpError(409, 'segment.exists', {
    value: 'segment.exists',
  });

export async function listSegments(db: Db): Promise<AdminSegment[]> {
  return repository.listSegments(db);
}

async function find(db: Db, id: number): Promise<AdminSegment> {
  const segment = (await repository.listSegments(db)).find((s) => s.categoryId === id);
  if (!segment) throw new HttpError(404, 'notFound.segment');
  return segment;
}

export async function createSegment(
  db: Db,
  value: string,
  valueAr?: string | null,
): Promise<AdminSegment> {
  if (await repository.findByValue(db, value)) throw duplicate();
  return find(db, await repository.insertSegment(db, value, valueAr ?? null));
}

export async function renameSegment(
  db: Db,
  id: number,
  value: string,
  valueAr?: string | null,
): Promise<AdminSegment> {
  const existing = await repository.findByValue(db, value);
  if (existing && existing.id !== id) throw duplicate();
  if (!(await repository.renameSegment(db, id, value, valueAr))) {
    throw new HttpError(404, 'notFound.segment');
  }
  return find(db, id);
}

export async function deleteSegment(db: Db, id: number): Promise<void> {
  if (!(await repository.deleteSegment(db, id))) {
    throw new HttpError(404, 'notFound.segment');
  }
}
