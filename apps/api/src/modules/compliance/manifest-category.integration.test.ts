import { describe, expect, it } from 'vitest';
import { allDay, localDay, readManifest, usePlayerTestApp } from '../../../test/player-builders';
import { orderAdverts } from '../../db/schema';

const { db, screens, bookOrder } = usePlayerTestApp(1);
const [screen] = screens;

describe('the manifest and competitive separation', () => {
  it('gives each item its advert category, and the loop built from it keeps categories apart', async () => {
    const cells = allDay(localDay(0), localDay(1));
    const [first, second, third] = [
      await bookOrder({ cells }),
      await bookOrder({ cells }),
      await bookOrder({ cells }),
    ];
    await db()
      .insert(orderAdverts)
      .values([
        { orderId: first.id, brand: 'du', category: 'telecom' },
        { orderId: second.id, brand: 'Etisalat', category: 'telecom' },
      ]);

    const manifest = await readManifest(screen.player);
    const byOrder = new Map(manifest.items.map((item) => [item.orderId, item]));
    expect(byOrder.get(first.id)!.category).toBe('telecom');
    expect(byOrder.get(second.id)!.category).toBe('telecom');
    // An order booked without an advert has no category, and separates anything.
    expect(byOrder.get(third.id)!.category).toBeUndefined();

    // The server arranges the loop (decision 0057): in every stretch the manifest gives, no two
    // adjacent slots carry one category, the last slot beside the first. A plain round-robin of
    // these orders would put du and Etisalat side by side.
    const slots = manifest.loopSeconds / manifest.slotSeconds;
    expect(manifest.loops.length).toBeGreaterThan(0);
    const categoryOf = new Map(manifest.items.map((item) => [item.itemToken, item.category]));
    for (const loop of manifest.loops) {
      expect(loop.slots).toHaveLength(slots);
      const categories = loop.slots.map((token) => (token ? categoryOf.get(token) : undefined));
      for (let i = 0; i < slots; i += 1) {
        const here = categories[i];
        if (here) expect(categories[(i + 1) % slots]).not.toBe(here);
      }
      // Every order booked in the stretch gets its one spot, and nothing else plays.
      const booked = loop.slots.filter((token) => token !== null).sort();
      expect(booked).toEqual(manifest.items.map((item) => item.itemToken).sort());
    }
  });
});
