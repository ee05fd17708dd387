import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** NOTIFY on `channel`: delivered once the calling transaction commits, never if it rolls back. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
