import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cellStart } from '@screenspot/contracts/booking';
import { expect, test } from './support/test';
import { dubaiDay } from './support/dates';
import { signedInCustomer } from './support/accounts';
import { ownServiceOnDatabase } from './support/own-service';
import { expectNoHorizontalScroll, seriousViolations, shotsFolder } from './support/pages';
import { insertPaidOrder, insertScreen, storeVideo } from './support/stored-rows';

// A paid order whose screen went offline twice in booked evenings: the hourly reconciliation made
// the first outage good in a later evening and credited the second. The rows are written with SQL
// as the job writes them (its behaviour is the API's integration test); the page must read them.
const own = ownServiceOnDatabase('e2e_outages');
const shots = shotsFolder('outage-make-goods');
const at = (date: string, minutes: number) =>
  new Date(cellStart(date, 'evening').getTime() + minutes * 60_000).toISOString();

async function orderWithRemedies(customerEmail: string) {
  const query = own.database.query;
  const video = storeVideo(own.service.dataDir, 'outage', 5);
  const screenId = await insertScreen(query, {
    name: 'Jumeirah Beach Screen',
    location: 'Jumeirah Beach Road',
    latitude: 25.2,
    longitude: 55.25,
    priceCents: 24_000,
    title: 'Jumeirah LED',
    description: 'A roadside screen on Jumeirah Beach Road.',
    size: '1920x1080',
    durationSeconds: 15,
    loopSlots: 12,
  });
  const { orderId, campaignId, customerId } = await insertPaidOrder(query, {
    customerEmail,
    campaignName: 'Beach season',
    screenId,
    priceCents: 24000,
    video: { ...video, durationMs: 5000, fileName: 'beach.mp4' },
    cells: [dubaiDay(-2), dubaiDay(-1), dubaiDay(0), dubaiDay(1)].map((date) => ({
      date,
      daypart: 'evening',
    })),
    spots: 2,
    booked: { subtotalCents: 27000, vatCents: 1350, totalCents: 28350 },
  });
  const [invoice] = await query<{ id: number }>(
    `insert into invoices (number, campaign_id, customer_id, method, status, subtotal_cents,
       vat_cents, total_cents, paid_cents, aed_rate, supply_date, supplier, buyer)
     values ($1, $2, $3, 'invoice', 'paid', 27000, 1350, 28350, 28350, '3.6725', $4,
       '{"name":"ScreenSpot","address":"Dubai","trn":"100000000000003"}',
       '{"companyName":"Beach Co","name":"Layla Haddad","email":"x@example.com","trn":null}')
     returning id`,
    [`INV-E${orderId}`, campaignId, customerId, dubaiDay(-2)],
  );
  const [note] = await query<{ id: number; number: string }>(
    `insert into credit_notes (number, invoice_id, customer_id, reason, subtotal_cents, vat_cents,
       total_cents, refund_method, refund_status)
     values ($1, $2, $3, 'Screen offline in booked hours', 1125, 56, 1181, 'bank', 'pending')
     returning id, number`,
    [`CN-E${orderId}`, invoice!.id, customerId],
  );
  const outages = await query<{ id: number }>(
    `insert into screen_outages (screen_id, started_at, alerted_at, ended_at, back_notified_at)
     values ($1, $2, $2, $3, $3), ($1, $4, $4, $5, $5) returning id`,
    [
      screenId,
      at(dubaiDay(-2), 180),
      at(dubaiDay(-2), 225),
      at(dubaiDay(-1), 60),
      at(dubaiDay(-1), 105),
    ],
  );
  await query(
    `insert into delivery_remedies (order_id, screen_id, date, daypart, booked_plays,
       delivered_plays, missing_plays, made_good_spots, made_good_plays, credited_plays,
       credit_cents, credit_note_id, outage_id, gap_started_at, gap_ended_at)
     values ($1, $2, $3, 'evening', 30, 0, 30, 1, 120, 0, 0, null, $4, $5, $6),
            ($1, $2, $7, 'evening', 30, 0, 30, 0, 0, 30, 1181, $8, $9, $10, $11)`,
    [
      orderId,
      screenId,
      dubaiDay(-2),
      outages[0]!.id,
      at(dubaiDay(-2), 180),
      at(dubaiDay(-2), 225),
      dubaiDay(-1),
      note!.id,
      outages[1]!.id,
      at(dubaiDay(-1), 60),
      at(dubaiDay(-1), 105),
    ],
  );
  return { orderId, noteNumber: note!.number };
}

test('the order page tells the advertiser each outage make-good and credit, in English and Arabic', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: own.service.url });
  const page = await context.newPage();
  const advertiser = await signedInCustomer(page);
  const { orderId, noteNumber } = await orderWithRemedies(advertiser.email);
  mkdirSync(shots, { recursive: true });

  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') {
      await page.evaluate(() => localStorage.setItem('screenspot.language', 'ar'));
    }
    await page.goto(`/order/${orderId}`);
    // The Delivery card: the section its heading (#order-delivery) labels.
    const section = page.locator('section[aria-labelledby="order-delivery"]');
    const lines = section.getByTestId('delivery-remedy');
    await expect(lines).toHaveCount(2, { timeout: 30_000 });
    if (language === 'en') {
      await expect(section.getByRole('heading', { name: 'Make-goods and credits' })).toBeVisible();
      await expect(lines.first()).toContainText('19:00–19:45');
      await expect(lines.first()).toContainText(
        'the screen was offline in your booked Evening 16–22',
      );
      await expect(lines.first()).toContainText('30 plays missed');
      await expect(section).toContainText('Made good: 120 plays added at no charge');
      await expect(section).toContainText(`on credit note ${noteNumber}`);
    } else {
      await expect(
        section.getByRole('heading', { name: 'العروض التعويضية والأرصدة' }),
      ).toBeVisible();
      await expect(section).toContainText(noteNumber);
    }
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page, width);
      await section.screenshot({
        path: path.join(shots, `order-remedies-${language}-${width}.png`),
      });
    }
    expect(await seriousViolations(page)).toEqual([]);
  }
});
