import type { Database } from '../client';
import { seedCatalog } from './catalog';
import { seedContent } from './content';

/** First-start data: segments, screens with images, content copy. Idempotent. */
export async function seedDatabase(
  database: Database,
): Promise<{ catalog: boolean; content: boolean }> {
  return database.exclusive(async () => ({
    catalog: await seedCatalog(database.db),
    content: await seedContent(database.db),
  }));
}
