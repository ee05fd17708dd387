import { randomBytes } from 'node:crypto';
import {
  proofCsvColumns,
  signedInstant,
  type ProofLink,
  type ProofLinkCreated,
  type ProofView,
} from '@screenspot/contracts/proof';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../auth';
import { campaignReport } from '../reports';
import * as repository from './repository';
import type { ErrorKey } from '../../error-messages';

export const proofMessages = {
  campaignNotFound: 'booking.campaignNotFound',
  linkNotFound: 'proof.linkNotFound',
  linkRevoked: 'proof.linkRevoked',
  screenshotNotFound: 'screenHealth.screenshot.notFound',
} as const satisfies Record<string, ErrorKey>;

/** Plays listed on the page; the CSV holds them all. */
const pagePlays = 200;
const pageScreenshots = 60;

const toLink = (row: { id: number; createdAt: Date; revokedAt: Date | null }): ProofLink => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The campaign, when it is this customer's own (anyone else's answers 404). */
async function ownCampaign(db: Db, customerId: number, campaignId: number) {
  const campaign = await repository.findCampaign(db, campaignId);
  if (!campaign || campaign.customerId !== customerId) {
    throw new HttpError(404, proofMessages.campaignNotFound);
  }
  return campaign;
}

/**
 * A new proof link for the owner's campaign: 32 random bytes, shown once; only its SHA-256 is
 * kept, so the database alone cannot open it.
 */
export async function createProofLink(
  db: Db,
  customerId: number,
  campaignId: number,
): Promise<ProofLinkCreated> {
  await ownCampaign(db, customerId, campaignId);
  const token = randomBytes(32).toString('base64url');
  const row = await repository.insertLink(db, {
    campaignId,
    tokenHash: hashToken(token),
    createdBy: customerId,
  });
  return { ...toLink(row), token, url: `/proof/${token}` };
}

export async function proofLinks(db: Db, customerId: number, campaignId: number) {
  await ownCampaign(db, customerId, campaignId);
  return (await repository.listLinks(db, campaignId)).map(toLink);
}

export async function revokeProofLink(
  db: Db,
  customerId: number,
  campaignId: number,
  linkId: number,
): Promise<void> {
  await ownCampaign(db, customerId, campaignId);
  if (!(await repository.revokeLink(db, campaignId, linkId))) {
    throw new HttpError(404, proofMessages.linkNotFound);
  }
}

/** The campaign a link opens: 404 for a token never issued, 410 once revoked. */
async function openLink(db: Db, token: string) {
  const link = await repository.findLinkByHash(db, hashToken(token));
  if (!link) throw new HttpError(404, proofMessages.linkNotFound);
  if (link.revokedAt) throw new HttpError(410, proofMessages.linkRevoked);
  const orders = await repository.campaignOrders(db, link.campaignId);
  return {
    campaignId: link.campaignId,
    orderIds: orders.map((order) => order.orderId),
    screenIds: [...new Set(orders.map((order) => order.screenId))],
    screenNames: new Map(orders.map((order) => [order.screenId, order.screenName])),
  };
}

/** An instant read as epoch milliseconds, in the signed form. */
const iso = (ms: number) => signedInstant(Math.round(ms));

/** What a proof link shows: booked against delivered, the plays with signatures, screenshots. */
export async function proofView(db: Db, token: string): Promise<ProofView> {
  const campaign = await openLink(db, token);
  const { orderIds, screenIds, screenNames } = campaign;
  const [report, plays, unsigned, screenshots] = await Promise.all([
    // The owner's own report, read here on the link's authority.
    campaignReport(db, { id: 0, role: 'operator' }, campaign.campaignId),
    repository.campaignPlays(db, screenIds, orderIds, pagePlays + 1),
    repository.unsignedPlays(db, screenIds, orderIds),
    repository.campaignScreenshots(db, orderIds, pageScreenshots),
  ]);
  return {
    campaignName: report.name,
    screens: report.items.map((item) => ({
      name: item.ledName,
      booked: item.booked,
      delivered: item.delivered,
    })),
    booked: report.booked.plays,
    delivered: report.delivered.plays,
    unsignedPlays: unsigned,
    plays: plays.slice(0, pagePlays).map((row) => ({
      playId: row.play_id,
      screenName: screenNames.get(row.screen_id) ?? '',
      seq: Number(row.seq),
      itemToken: row.item_token,
      startedAt: iso(row.started_ms),
      endedAt: iso(row.ended_ms),
      durationMs: row.duration_ms,
      status: row.status,
      complete: row.complete,
      publicKey: row.signature ? row.public_key : null,
      signature: row.signature,
    })),
    morePlays: plays.length > pagePlays,
    screenshots: screenshots.map((row) => ({
      id: row.id,
      screenName: screenNames.get(row.screenId) ?? '',
      itemToken: row.itemToken,
      sha256: row.sha256,
      takenAt: row.takenAt.toISOString(),
      capturedAt: row.capturedAt?.toISOString() ?? null,
      publicKey: row.signature ? row.publicKey : null,
      signature: row.signature,
      url: `/api/proof/${token}/screenshots/${row.id}`,
    })),
    csvUrl: `/api/proof/${token}/proof.csv`,
  };
}

/** A CSV field: quoted only when it holds a comma, quote or line break (none of ours do). */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every play and screenshot of the campaign, one row each, in the form `npm run verify-proof`
 * checks offline (decision 0049): a row's fields are exactly what its signature covers, so
 * changing any byte of a row fails its check. Unsigned records have empty key and signature.
 */
export async function proofCsv(db: Db, token: string): Promise<string> {
  const { orderIds, screenIds } = await openLink(db, token);
  const [plays, screenshots] = await Promise.all([
    repository.campaignPlays(db, screenIds, orderIds, null),
    repository.campaignScreenshots(db, orderIds, null),
  ]);
  const lines = [proofCsvColumns.join(',')];
  for (const row of [...plays].reverse()) {
    lines.push(
      [
        'play',
        row.play_id,
        Number(row.seq),
        row.item_token,
        iso(row.started_ms),
        iso(row.ended_ms),
        row.duration_ms,
        row.status,
        row.signature ? row.public_key : null,
        row.signature,
      ]
        .map(field)
        .join(','),
    );
  }
  for (const row of [...screenshots].reverse()) {
    lines.push(
      [
        'screenshot',
        row.sha256,
        null,
        row.itemToken,
        row.capturedAt ? row.capturedAt.toISOString() : row.takenAt.toISOString(),
        null,
        null,
        null,
        row.signature ? row.publicKey : null,
        row.signature,
      ]
        .map(field)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A screenshot's image through the link: only one of the campaign's own. */
export async function proofScreenshot(db: Db, token: string, screenshotId: number) {
  const { orderIds } = await openLink(db, token);
  const row = await repository.screenshotOfOrders(db, screenshotId, orderIds);
  if (!row) throw new HttpError(404, proofMessages.screenshotNotFound);
  return { contentType: row.contentType, bytes: row.bytes, etag: `"${row.sha256}"` };
}
