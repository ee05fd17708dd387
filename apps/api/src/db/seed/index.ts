import type { Database } from '../client';
import { seedAudience } from './audience';
import { seedCatalog } from './catalog';
import { seedContent } from './content';

/** First-start data: segments, screens with images, content copy. Idempotent. */
export async function seedDatabase(
  database: Database,
): Promise<{ catalog: boolean; content: boolean; audience: number }> {
  return database.exclusive(async () => ({
    catalog: await seedCatalog(database.db),
    content: await seedContent(database.db),
    // Also fills in the profiles of a catalogue seeded before audience estimates existed.
    audience: await seedAudience(database.db),
  }));
}
