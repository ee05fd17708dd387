import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { contentEntries } from '../schema';

/** Landing and contact copy for the content service; runs only when it has no entries. */
export async function seedContent(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentEntries);
  if (count > 0) return false;
  // The landing-page issue fills the product's copy here.
  return false;
}
