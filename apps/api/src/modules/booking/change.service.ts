import { addDays, bookingLimits, localDate } from '@screenspot/contracts/booking';
import { flightMessages, type BookingItem, type Quote } from '@screenspot/contracts/booking-api';
import {
  campaignChangeMessages,
  type CampaignChange,
  type CampaignChangeRequest,
} from '@screenspot/contracts/campaign-change';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/queue';
import { HttpError } from '../../plugins/errors';
import { publishOrderChange } from '../events';
import { requestMockup } from '../mockups';
import { recordNewVideo, requestVideoCheck } from '../orders';
import { lockChangeBase, joinCampaign, type ChangeBaseOrder } from './change.repository';
import type { BookingRules } from './rules';
import { quoteValidUntil, toQuote, type PreparedItem } from './schedule';
import { book, getCampaign, prepareBooking, withRetry, type VideoFields } from './service';
import { contractMessage } from '../../i18n';

type Change = Exclude<CampaignChangeRequest, string>;

const paidCodes: number[] = [orderStatus.paid, orderStatus.completed];
/** Orders whose days count: paid, or on their way to being paid (an earlier change). */
const liveCodes: number[] = [
  ...paidCodes,
  orderStatus.awaitingVideo,
  orderStatus.underReview,
  orderStatus.approved,
];

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

function videoOf(order: ChangeBaseOrder): VideoFields | undefined {
  if (!order.videoKey || !order.videoContentType) return undefined;
  return {
    videoKey: order.videoKey,
    videoContentType: order.videoContentType,
    videoBytes: order.videoBytes ?? 0,
    videoDurationMs: order.videoDurationMs ?? 0,
    videoFileName: order.videoFileName,
  };
}

type ChangeItem = { item: BookingItem; video?: VideoFields };

/**
 * More days for every screen of the campaign: each screen's last live order gives the schedule
 * (dayparts, spots per loop), and its paid video plays on, so the new order goes to review at once.
 */
function extension(base: ChangeBaseOrder[], endDate: string, today: string): ChangeItem[] {
  const last = new Map<number, ChangeBaseOrder>();
  for (const order of base) {
    if (!liveCodes.includes(order.statusCode) || !order.flightEnd) continue;
    const known = last.get(order.screenId);
    if (!known || order.flightEnd >= known.flightEnd!) last.set(order.screenId, order);
  }
  const items = [...last.values()]
    .filter((order) => order.flightEnd! < endDate)
    .map((order) => {
      const startDate = [addDays(order.flightEnd!, 1), today].sort()[1]!;
      const paidVideo = base.find(
        (o) => o.screenId === order.screenId && paidCodes.includes(o.statusCode) && o.videoKey,
      );
      return {
        item: {
          ledId: order.screenId,
          startDate,
          endDate,
          dayparts: order.dayparts as BookingItem['dayparts'],
          spotsPerLoop: order.spotsPerLoop ?? 1,
        },
        video: videoOf(order) ?? (paidVideo ? videoOf(paidVideo) : undefined),
      };
    });
  if (items.length === 0) {
    throw new HttpError(400, contractMessage(campaignChangeMessages.endNotLater), {
      endDate: contractMessage(campaignChangeMessages.endNotLater),
    });
  }
  if (
    items.some(
      ({ item }) => daysBetween(item.startDate, item.endDate) > bookingLimits.maxFlightDays,
    )
  ) {
    throw new HttpError(400, contractMessage(flightMessages.tooLong), {
      endDate: contractMessage(flightMessages.tooLong),
    });
  }
  return items;
}

/** The customer's campaign, locked; 404 when it is not theirs, 409 while nothing of it is paid. */
async function changeBase(tx: Db, customerId: number, campaignId: number) {
  const base = await lockChangeBase(tx, customerId, campaignId);
  // Someone else's campaign answers exactly like a missing one.
  if (base.length === 0) throw new HttpError(404, 'booking.campaignNotFound');
  if (!base.some((order) => paidCodes.includes(order.statusCode))) {
    throw new HttpError(409, contractMessage(campaignChangeMessages.notPaid));
  }
  return base;
}

async function prepareChange(
  tx: Db,
  input: { customerId: number; campaignId: number; change: Change },
  rules: BookingRules,
) {
  const base = await changeBase(tx, input.customerId, input.campaignId);
  const wanted: ChangeItem[] =
    input.change.kind === 'extend'
      ? extension(base, input.change.endDate, localDate(rules.now()))
      : (input.change.items as BookingItem[]).map((item) => ({ item }));
  const prepared = await prepareBooking(
    tx,
    wanted.map((w) => w.item),
    rules,
  );
  return prepared.map((p, index) => ({ prepared: p, video: wanted[index]!.video }));
}

const quoteOf = (prepared: PreparedItem[], now: Date): Quote =>
  toQuote(
    prepared.map((p) => p.wire),
    quoteValidUntil(now),
  );

/** The price of a change, without holding anything: what the form shows before confirming. */
export async function quoteChange(
  db: Db,
  input: { customerId: number; campaignId: number; change: Change },
  rules: BookingRules,
): Promise<Quote> {
  const items = await db.transaction((tx) => prepareChange(tx, input, rules));
  return quoteOf(
    items.map((i) => i.prepared),
    rules.now(),
  );
}

/**
 * Books a change of a paid campaign all or nothing, with the rules of any booking (lead time,
 * caps, a year ahead): its orders join the campaign and are reviewed and paid on their own; the
 * paid orders, their invoice and their payment are not touched.
 */
export async function changeCampaign(
  deps: { db: Db; jobs: Jobs },
  input: { customerId: number; campaignId: number; change: Change },
  rules: BookingRules,
): Promise<CampaignChange> {
  const { db } = deps;
  const { orderIds, prepared, checks } = await withRetry(() =>
    db.transaction(async (tx) => {
      const items = await prepareChange(tx, input, rules);
      // `book` gives one video to all its orders: one call per video, in one transaction.
      const byVideo = new Map<string, { video?: VideoFields; prepared: PreparedItem[] }>();
      for (const { prepared: p, video } of items) {
        const key = video?.videoKey ?? '';
        const group = byVideo.get(key) ?? { video, prepared: [] };
        group.prepared.push(p);
        byVideo.set(key, group);
      }
      const ids: number[] = [];
      const videoChecks: { orderId: number; videoKey: string }[] = [];
      for (const group of byVideo.values()) {
        const booked = await book(
          tx,
          {
            customerId: input.customerId,
            name: null,
            prepared: group.prepared,
            video: group.video,
          },
          rules,
        );
        await joinCampaign(tx, {
          campaignId: input.campaignId,
          bookedCampaignId: booked.campaignId,
          orderIds: booked.orderIds,
        });
        ids.push(...booked.orderIds);
        // The campaign's video is checked against the new order like any upload (decision 0018).
        for (const orderId of group.video ? booked.orderIds : []) {
          await recordNewVideo(tx, orderId, group.video!.videoKey);
          videoChecks.push({ orderId, videoKey: group.video!.videoKey });
        }
      }
      // Operators' queues and the customer's other pages learn of them once this commits.
      for (const orderId of ids) await publishOrderChange(tx, input.customerId, orderId);
      return { orderIds: ids, prepared: items.map((i) => i.prepared), checks: videoChecks };
    }),
  );
  // Sent once the rows are committed; a lost send is re-sent by the pending checks' sweep.
  for (const check of checks) {
    await requestVideoCheck(deps.jobs, check.orderId, check.videoKey).catch(() => {});
    await requestMockup(deps.jobs, check.orderId, check.videoKey).catch(() => {});
  }
  const campaign = await getCampaign(db, input.customerId, input.campaignId, rules.now());
  return {
    campaignId: input.campaignId,
    orders: campaign.orders.filter((order) => orderIds.includes(order.orderId)),
    quote: quoteOf(prepared, rules.now()),
  };
}
