import { impressionsMethodVersion, impressionsPerPlay } from '@screenspot/contracts/audience';
import { reportTimezone, type CampaignReport, type ReportHour } from '@screenspot/contracts/report';
import type { Db } from '../../db/client';
import { toScreenLoop } from '../../db/screen-loop';
import { HttpError } from '../../plugins/errors';
import { hourlyProfiles, ramadanPlace, soldCells as cellsInTime } from '../catalog';
import * as repository from './repository';
import { soldCellCents, soldCells } from './sold';

const notFound = () => new HttpError(404, 'booking.campaignNotFound');

type Viewer = { id: number; role: 'customer' | 'operator' };

/**
 * Booked against delivered plays per order, local day and local hour, of what was sold: orders
 * paid (or completed), or approved and awaiting payment, without refunded cells. Delivered counts
 * accepted complete plays; impressions are OTS in the play's hour × slot seconds ÷ 3600 (0 without
 * a profile). Each order's hours are listed only when asked for (`hours`): a year-long order has
 * thousands, and only the hour grid and the hourly CSV read them. Another customer's campaign is
 * not found; operators see any.
 */
export async function campaignReport(
  db: Db,
  viewer: Viewer,
  campaignId: number,
  { hours: withHours = false }: { hours?: boolean } = {},
): Promise<CampaignReport> {
  const campaign = await repository.findCampaign(db, campaignId);
  if (!campaign || (viewer.role !== 'operator' && campaign.customerId !== viewer.id)) {
    throw notFound();
  }
  // Only what was sold counts (sold.ts): orders under review, rejected, cancelled or expired
  // and refunded cells are left out of every figure, so page, CSV and PDF agree.
  const allOrders = await repository.campaignOrders(db, campaignId);
  // The cells, the daily rollups and the audiences at once: an unsold order's hours are skipped.
  const allIds = allOrders.map((order) => order.orderId);
  const [allCells, delivered, profiles] = await Promise.all([
    repository.bookedCells(db, allIds),
    repository.deliveredByDay(db, allIds),
    hourlyProfiles(db, [...new Set(allOrders.map((order) => order.screenId))]),
  ]);
  const cellsOf = groupBy(allCells, (cell) => cell.orderId);
  const daysOf = groupBy(delivered, (row) => row.orderId);
  const sold = allOrders
    .map((order) => {
      const cells = cellsOf.get(order.orderId) ?? [];
      const soldOf = soldCells(order, cells);
      return { order, cells: soldOf, prices: soldCellCents(order, cells, soldOf), all: cells };
    })
    .filter((entry) => entry.cells.length > 0);

  let bookedPlays = 0;
  let bookedImpressions = 0;
  let deliveredPlays = 0;
  let deliveredImpressions = 0;
  let spendCents = 0;
  let deliveredSpendCents = 0;
  const spotsOf = (list: { spots: number }[]) => list.reduce((sum, cell) => sum + cell.spots, 0);
  const items = sold.map(({ order, cells, prices, all }) => {
    const screen = toScreenLoop(order);
    // A Ramadan daypart's plays follow its date's window at the screen's sunset.
    const timed = cellsInTime(ramadanPlace(order), screen);
    const perPlay = impressionsPerPlayByWeekHour(
      profiles.get(order.screenId),
      order.durationSeconds,
    );
    type Day = { booked: number; delivered: number; impressions: number; spendCents: number };
    const days = new Map<string, Day>();
    const day = (date: string) => {
      let entry = days.get(date);
      if (!entry)
        days.set(date, (entry = { booked: 0, delivered: 0, impressions: 0, spendCents: 0 }));
      return entry;
    };
    let itemBooked = 0;
    let itemDelivered = 0;
    let itemImpressions = 0;
    let spend = 0;
    cells.forEach((cell, i) => {
      const booked = timed.playsPerSpot(cell.date, cell.daypart) * cell.spots;
      const entry = day(cell.date);
      entry.booked += booked;
      entry.spendCents += prices[i]!;
      itemBooked += booked;
      spend += prices[i]!;
    });
    // By date, then hour: the rollup's days come in date order.
    // The hours' impressions are added up unrounded, in the same order whether listed or not.
    const hours: ReportHour[] = [];
    for (const row of daysOf.get(order.orderId) ?? []) {
      const entry = day(row.date);
      // Hours 0 and 1 belong to the night after midnight: the next weekday's audience.
      const weekday = isoWeekday(row.date);
      for (let hour = 0; hour < 24; hour += 1) {
        const plays = row.hours[hour] ?? 0;
        if (plays <= 0) continue;
        const weekHour = ((hour < 2 ? weekday + 1 : weekday) % 7) * 24 + hour;
        const impressions = perPlay ? plays * perPlay[weekHour]! : 0;
        entry.delivered += plays;
        entry.impressions += impressions;
        itemDelivered += plays;
        itemImpressions += impressions;
        if (withHours) {
          hours.push({
            date: row.date,
            hour,
            delivered: plays,
            impressions: Math.round(impressions),
          });
        }
      }
    }
    // The quote's impressions, for the share of its spots that was sold.
    const quoted = (order.quote as { impressions?: unknown } | null)?.impressions;
    const quotedSpots = (order.quote as { cells?: unknown; spotsPerLoop?: unknown } | null) ?? {};
    if (typeof quoted === 'number') {
      const spots =
        typeof quotedSpots.cells === 'number' && typeof quotedSpots.spotsPerLoop === 'number'
          ? quotedSpots.cells * quotedSpots.spotsPerLoop
          : spotsOf(all);
      bookedImpressions += spots > 0 ? (quoted * Math.min(spotsOf(cells), spots)) / spots : 0;
    }
    spendCents += spend;
    deliveredSpendCents +=
      itemBooked > 0 ? (spend * Math.min(itemDelivered, itemBooked)) / itemBooked : 0;
    bookedPlays += itemBooked;
    deliveredPlays += itemDelivered;
    deliveredImpressions += itemImpressions;
    return {
      orderId: order.orderId,
      ledId: order.screenId,
      ledName: order.ledName,
      spendCents: spend,
      booked: itemBooked,
      delivered: itemDelivered,
      impressions: Math.round(itemImpressions),
      days: [...days.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, entry]) => ({
          date,
          booked: entry.booked,
          delivered: entry.delivered,
          impressions: Math.round(entry.impressions),
          spendCents: entry.spendCents,
        })),
      ...(withHours ? { hours } : {}),
    };
  });
  const impressions = Math.round(deliveredImpressions);
  const valueCents = Math.round(deliveredSpendCents);
  return {
    campaignId,
    name: campaign.name ?? `Campaign #${campaignId}`,
    timezone: reportTimezone,
    methodVersion: impressionsMethodVersion,
    booked: { plays: bookedPlays, impressions: Math.round(bookedImpressions) },
    delivered: { plays: deliveredPlays, impressions },
    spendCents,
    deliveredSpendCents: valueCents,
    effectiveCpmCents: impressions > 0 ? Math.round((valueCents * 1000) / impressions) : null,
    items,
  };
}

/** What a customer's orders delivered on one local day (Dubai), for the daily webhook summary. */
export async function dailyDelivery(
  db: Db,
  customerId: number,
  date: string,
): Promise<{ orderId: number; campaignId: number | null; ledId: number; plays: number }[]> {
  return repository.deliveredOnDay(db, customerId, date);
}

/** One play's impressions in each hour of the week (0 Monday 00:00), or null without a profile. */
function impressionsPerPlayByWeekHour(hourly: number[] | undefined, slotSeconds: number) {
  return hourly
    ? Array.from({ length: 168 }, (_, weekHour) =>
        impressionsPerPlay(hourly[weekHour] ?? 0, slotSeconds),
      )
    : null;
}

/** A date's day of the week from Monday (0) to Sunday (6), as the audience profiles count it. */
function isoWeekday(date: string): number {
  // From the digits, not by parsing a date string: a year-long order asks 358 times.
  const utc = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
  // 1 January 1970 was a Thursday (3 from Monday).
  return (Math.floor(utc / 86_400_000) + 3) % 7;
}

/** Rows by a key, each list in the order the rows came. */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
