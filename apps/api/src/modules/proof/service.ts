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
import { playRecordHash } from '../playback';
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

/** A stored play's signed fields, as the player signed them, and its hash (decision 0064). */
function signedPlay(row: repository.ProofPlayRow) {
  const fields = {
    playId: row.play_id,
    seq: Number(row.seq),
    itemToken: row.item_token,
    startedAt: iso(row.started_ms),
    endedAt: iso(row.ended_ms),
    durationMs: row.duration_ms,
    status: row.status,
  };
  return { ...fields, recordHash: playRecordHash(fields) };
}

/** The key a play was signed with: its own signature's or its batch's; null when unsigned. */
const signingKey = (row: repository.ProofPlayRow) =>
  row.signature || row.batch_hash ? row.public_key : null;

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
      ...signedPlay(row),
      screenName: screenNames.get(row.screen_id) ?? '',
      complete: row.complete,
      publicKey: signingKey(row),
      signature: row.signature,
      batchId: row.batch_hash,
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
 * Every play and screenshot of the campaign, one row each, and the signed batches its plays came
 * in, in the form `npm run verify-proof` checks offline (decisions 0049 and 0064). A play's row
 * holds exactly the fields it was signed over, its hash, and its own signature or its batch's id;
 * a batch's row holds its key, its signature and the hashes it lists (the records of other
 * campaigns as hashes only). Changing any byte of a row fails a check. Unsigned records have
 * empty key, signature and batch.
 */
export async function proofCsv(db: Db, token: string): Promise<string> {
  const { orderIds, screenIds } = await openLink(db, token);
  const [plays, batches, screenshots] = await Promise.all([
    repository.campaignPlays(db, screenIds, orderIds, null),
    repository.campaignBatches(db, screenIds, orderIds),
    repository.campaignScreenshots(db, orderIds, null),
  ]);
  const line = (fields: (string | number | null)[]) => fields.map(field).join(',');
  const lines = [proofCsvColumns.join(',')];
  for (const row of [...plays].reverse()) {
    const play = signedPlay(row);
    lines.push(
      line([
        'play',
        play.playId,
        play.seq,
        play.itemToken,
        play.startedAt,
        play.endedAt,
        play.durationMs,
        play.status,
        signingKey(row),
        row.signature,
        row.batch_hash,
        play.recordHash,
        null,
      ]),
    );
  }
  for (const row of batches) {
    const leaves = row.leaves.match(/.{64}/g) ?? [];
    lines.push(
      line([
        'batch',
        row.batch_hash,
        ...Array<null>(6).fill(null),
        row.public_key,
        row.signature,
        null,
        null,
        leaves.join(' '),
      ]),
    );
  }
  for (const row of [...screenshots].reverse()) {
    lines.push(
      line([
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
        null,
        null,
        null,
      ]),
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
