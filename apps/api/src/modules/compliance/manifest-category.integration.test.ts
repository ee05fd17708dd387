import { describe, expect, it } from 'vitest';
import { separatedLoop } from '@screenspot/contracts/separation';
import {
  allDay,
  buildBookedOrder,
  localDay,
  readManifest,
  usePlayerTestApp,
} from '../../../test/player-builders';
import { orderAdverts } from '../../db/schema';

const { db, customer, screens } = usePlayerTestApp(1);
const [screen] = screens;

describe('the manifest and competitive separation', () => {
  it('gives each item its advert category, and the loop built from it keeps categories apart', async () => {
    const cells = allDay(localDay(0), localDay(1));
    const [first, second, third] = [
      await buildBookedOrder(db(), { customerId: customer.id, screenId: screen.screenId, cells }),
      await buildBookedOrder(db(), { customerId: customer.id, screenId: screen.screenId, cells }),
      await buildBookedOrder(db(), { customerId: customer.id, screenId: screen.screenId, cells }),
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

    const slots = manifest.loopSeconds / manifest.slotSeconds;
    const loop = separatedLoop(
      slots,
      manifest.items.map((item) => ({ item, spots: 1, category: item.category ?? null })),
    )!;
    const categories = loop.map((entry) => (entry.kind === 'item' ? entry.item.category : null));
    for (let i = 0; i < slots; i += 1) {
      const here = categories[i];
      if (here) expect(categories[(i + 1) % slots]).not.toBe(here);
    }
  });
});
