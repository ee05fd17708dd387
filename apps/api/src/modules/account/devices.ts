import type { DeviceSession } from '@screenspot/contracts/account';
import type { Db } from '../../db/client';
import { endOtherSessions, listSessions, type SessionCustomer } from '../auth';

/** "Chrome on Windows" from a User-Agent header, or a plain fallback. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrom(e|ium)\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Browser';
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  return system ? `${browser} on ${system}` : (browser as string);
}

/** The devices signed in to the account, this one marked. */
export async function devicesOf(db: Db, customer: SessionCustomer): Promise<DeviceSession[]> {
  const rows = await listSessions(db, customer.id);
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === customer.sessionId,
  }));
}

/** "Sign out other devices": every session but this one ends. */
export async function signOutOtherDevices(
  db: Db,
  customer: SessionCustomer,
): Promise<{ ended: number }> {
  return { ended: await endOtherSessions(db, customer.id, customer.sessionId) };
}
