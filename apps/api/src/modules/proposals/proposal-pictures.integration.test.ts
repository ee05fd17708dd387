// What a proposal's link shows of its screens (a mock-up where the display area is marked) and its
// PDF in English and in Arabic.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '../../adapters/ffmpeg';
import { screenDisplayAreas, screenImages } from '../../db/schema';
import { documentMoney } from '../../money';
import { useTestContext } from '../../../test/app';
import { bookingItem, buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import { buildMember } from '../../../test/organisation-builders';
import { pdfText } from '../../../test/payment-builders';

const { t, db } = useTestContext();
const work = mkdtempSync(path.join(tmpdir(), 'screenspot-proposal-pictures-'));
const ffmpeg = () => findFfmpeg()!.ffmpeg;
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A grey 320 × 240 PNG, as a screen's photo. */
let photo: Buffer;
beforeAll(() => {
  const file = path.join(work, 'photo.png');
  execFileSync(ffmpeg(), [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'color=c=0x808080:s=320x240'],
    ...['-frames:v', '1', file],
  ]);
  photo = readFileSync(file);
});

/** The display area: the middle of the photo, from a quarter to three quarters each way. */
const area = [
  { x: 0.25, y: 0.25 },
  { x: 0.75, y: 0.25 },
  { x: 0.75, y: 0.75 },
  { x: 0.25, y: 0.75 },
];

async function withPhoto(screenId: number, etag: string) {
  await db()
    .insert(screenImages)
    .values({ screenId, contentType: 'image/png', bytes: photo, etag });
}

/** One pixel of a PNG, as red, green and blue. */
function pixel(png: Buffer, x: number, y: number): number[] {
  const file = path.join(work, `probe-${x}-${y}.png`);
  writeFileSync(file, png);
  const raw = execFileSync(ffmpeg(), [
    ...['-v', 'error', '-nostdin', '-i', file, '-vf', `crop=1:1:${x}:${y}`],
    ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
  ]);
  return [...raw.subarray(0, 3)];
}

/** A planner's shared proposal of two screens with photos, the first with its area marked. */
async function sharedProposal() {
  const owner = await buildCustomer(db(), { companyName: 'Gulf Media Agency' });
  const planner = await buildMember(db(), owner.id, 'planner');
  const marked = await buildLoopScreen(db(), { name: 'Marina Gate', nameAr: 'بوابة المارينا' });
  const unmarked = await buildLoopScreen(db());
  await withPhoto(marked.id, `marked-${marked.id}`);
  await withPhoto(unmarked.id, `unmarked-${unmarked.id}`);
  await db()
    .insert(screenDisplayAreas)
    .values({ screenId: marked.id, corners: area, imageEtag: `marked-${marked.id}` });
  const date = daysFromNow(12);
  const made = await injectAs(t.app, db(), planner.id, {
    method: 'POST',
    url: '/api/proposals',
    payload: {
      name: 'December launch',
      items: [marked, unmarked].map((s) =>
        bookingItem({ ledId: s.id, startDate: date, endDate: date }),
      ),
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json() as { id: number }).id;
  const shared = await injectAs(t.app, db(), planner.id, {
    method: 'POST',
    url: `/api/proposals/${id}/share`,
  });
  const { token } = shared.json() as { token: string };
  return { planner, id, token, marked, unmarked };
}

type Screen = { ledId: number; photoUrl: string | null; mockupUrl: string | null };
type View = {
  screens: Screen[];
  quote: { subtotalCents: number; vatCents: number; totalCents: number };
};

describe("a proposal's screens", () => {
  it('show a mock-up where the display area is marked, served as a PNG for the link only', async () => {
    const { planner, id, token, marked, unmarked } = await sharedProposal();
    const view = (await t.app.inject({ method: 'GET', url: `/api/p/${token}` })).json() as View;
    const byId = new Map(view.screens.map((s) => [s.ledId, s]));
    const mockupUrl = `/api/p/${token}/screens/${marked.id}/mockup.png`;
    expect(byId.get(marked.id)).toMatchObject({ mockupUrl, photoUrl: expect.any(String) });
    expect(byId.get(unmarked.id)).toMatchObject({ mockupUrl: null, photoUrl: expect.any(String) });

    const image = await t.app.inject({ method: 'GET', url: mockupUrl });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The area's middle is the placeholder's indigo; outside it the photo is as it was.
    const [red, green, blue] = pixel(image.rawPayload, 160, 120);
    expect(blue).toBeGreaterThan(180);
    expect(red).toBeLessThan(130);
    expect(green).toBeLessThan(130);
    expect(pixel(image.rawPayload, 20, 20).every((c) => Math.abs(c - 128) <= 3)).toBe(true);

    // Drawn once: asked again it is the same image, and its ETag spares the download.
    const etag = image.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: mockupUrl,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // Marked again, the screen's mock-up is drawn anew and the old image removed.
    const oldKey = `mockups/screens/${etag.replaceAll('"', '')}.png`;
    expect(await t.app.deps.storage.stat(oldKey)).not.toBe(null);
    const operator = await buildOperator(db());
    const remarked = await injectAs(t.app, db(), operator.id, {
      method: 'PUT',
      url: `/api/admin/screens/${marked.id}/display-area`,
      payload: { corners: area.map(({ x, y }) => ({ x: x - 0.1, y })) },
    });
    expect(remarked.statusCode, remarked.body).toBe(200);
    expect(await t.app.deps.storage.stat(oldKey)).toBe(null);
    const redrawn = await t.app.inject({
      method: 'GET',
      url: mockupUrl,
      headers: { 'if-none-match': etag },
    });
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.headers.etag).not.toBe(etag);

    const notFound = [
      `/api/p/${token}/screens/${unmarked.id}/mockup.png`,
      `/api/p/${token}/screens/${marked.id + unmarked.id + 1000}/mockup.png`,
      `/api/p/${'x'.repeat(43)}/screens/${marked.id}/mockup.png`,
    ];
    for (const url of notFound) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }

    const revoked = await injectAs(t.app, db(), planner.id, {
      method: 'POST',
      url: `/api/proposals/${id}/revoke`,
    });
    expect(revoked.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: mockupUrl });
    expect(gone.statusCode).toBe(410);
  });
});

describe("a proposal's PDF", () => {
  it('is in Arabic when asked, with the same totals as the English one, and embeds the mock-up', async () => {
    const { token } = await sharedProposal();
    const view = (await t.app.inject({ method: 'GET', url: `/api/p/${token}` })).json() as View;
    const get = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/p/${token}/proposal.pdf${query}`, headers });

    const english = await get('');
    const arabic = await get('?lang=ar');
    const byHeader = await get('', { 'accept-language': 'ar-AE,ar;q=0.9' });
    for (const pdf of [english, arabic, byHeader]) {
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Count 1\b/);
      expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    }
    const [en, ar, arByHeader] = await Promise.all(
      [english, arabic, byHeader].map((pdf) => pdfText(pdf.rawPayload)),
    );
    expect(en).toContain('Subtotal');
    expect(en).toContain('Estimated impressions');
    expect(en).not.toContain('الإجمالي');
    for (const text of [ar, arByHeader]) {
      expect(text).toContain('المجموع الفرعي');
      expect(text).toContain('الإجمالي');
      expect(text).toContain('بوابة المارينا');
      expect(text).toContain('عرض إعلاني');
      expect(text).not.toContain('Subtotal');
    }
    for (const cents of [view.quote.subtotalCents, view.quote.vatCents, view.quote.totalCents]) {
      expect(en).toContain(documentMoney(cents));
      expect(ar).toContain(documentMoney(cents));
    }

    const badLanguage = await get('?lang=fr');
    expect(badLanguage.statusCode).toBe(400);
  });
});
