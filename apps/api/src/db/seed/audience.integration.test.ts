import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { audienceProfiles, screens } from '../schema';
import { seedAudience } from './audience';

const t = useTestApp();

async function screenId(name: string) {
  const [row] = await t.database.db
    .select({ id: screens.id })
    .from(screens)
    .where(eq(screens.name, name));
  return row!.id;
}

it('fills in the profiles a catalogue lacks, and leaves every other profile alone', async () => {
  const { db } = t.database;
  const souk = await screenId('Gold Souk Gateway');
  const opera = await screenId('Dubai Opera Plaza');
  await db.delete(audienceProfiles).where(eq(audienceProfiles.screenId, souk));
  await db
    .update(audienceProfiles)
    .set({
      hourly: Array(168).fill(7),
      source: 'Operator count',
      methodVersion: 'operator-supplied/1',
    })
    .where(eq(audienceProfiles.screenId, opera));

  expect(await seedAudience(db)).toBe(1);
  expect(await seedAudience(db)).toBe(0);
  const [restored] = await db
    .select()
    .from(audienceProfiles)
    .where(eq(audienceProfiles.screenId, souk));
  expect(restored).toMatchObject({ methodVersion: 'dubai-public-traffic/1' });
  expect(restored!.assumptions).toMatchObject({ trafficBase: 15_000, unit: 'people' });
  const [kept] = await db
    .select()
    .from(audienceProfiles)
    .where(eq(audienceProfiles.screenId, opera));
  expect(kept).toMatchObject({ source: 'Operator count', hourly: Array(168).fill(7) });
});
