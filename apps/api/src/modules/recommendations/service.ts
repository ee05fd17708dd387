import {
  dayparts,
  isFixedDaypart,
  localDate,
  screenTimezone,
  type DaypartId,
} from '@screenspot/contracts/booking';
import { isRamadanDaypart } from '@screenspot/contracts/ramadan';
import type { BookingItem, Quote } from '@screenspot/contracts/booking-api';
import {
  defaultDisplayCurrency,
  displayMinor,
  type DisplayCurrency,
} from '@screenspot/contracts/currency';
import type { Language } from '@screenspot/contracts/language';
import {
  budgetCents as budgetCentsOf,
  recommendationLimits,
  type Recommendation,
  type RecommendedItem,
} from '@screenspot/contracts/recommendation';
import type { Db } from '../../db/client';
import { inLocale } from '../../http/request-locale';
import { message } from '../../error-messages';
import { translator } from '../../i18n';
import { siteAmount, siteMoney } from '../../money';
import { HttpError } from '../../plugins/errors';
import { availability, earliestStart, onSale, quote, type SaleRules } from '../booking';
import { candidateScreens, type CandidateScreen } from '../catalog';
import { optimise, orderTotalCents, type Candidate, type DaypartOption } from './optimiser';

export type RecommendationInput = {
  area?: string;
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
  /** VAT included, in `currency` (dollars when not given). */
  budget: number;
  currency?: DisplayCurrency;
  startDate: string;
  endDate: string;
  categoryId?: number;
};

/** Great-circle distance in km. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Located = CandidateScreen & { distanceKm: number | null };

/** The screens to weigh: in the area or circle, with an audience estimate, nearest first. */
async function findCandidates(db: Db, input: RecommendationInput): Promise<Located[]> {
  const point =
    input.latitude !== undefined && input.longitude !== undefined && input.radiusKm !== undefined
      ? { lat: input.latitude, lng: input.longitude, radius: input.radiusKm }
      : null;
  const box = point
    ? {
        minLat: point.lat - point.radius / 111,
        maxLat: point.lat + point.radius / 111,
        minLng:
          point.lng - point.radius / (111 * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180))),
        maxLng:
          point.lng + point.radius / (111 * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180))),
      }
    : undefined;
  const rows = await candidateScreens(db, {
    location: input.area,
    categoryId: input.categoryId,
    box,
    limit: 500,
  });
  return rows
    .map((row) => ({
      ...row,
      distanceKm: point ? distanceKm(point.lat, point.lng, row.latitude, row.longitude) : null,
    }))
    .filter((row) => !point || row.distanceKm! <= point.radius)
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.id - b.id)
    .slice(0, recommendationLimits.maxCandidates);
}

type Weighed = {
  screen: Located;
  options: DaypartOption[];
  /** Sellable spots of a cell on this screen, to say "free" or "3 of 10 free". */
  totalSpots: number;
};

/** Free spots per daypart (the fewest over the flight's on-sale cells) and one spot's price. */
async function weigh(
  db: Db,
  screens: Located[],
  input: RecommendationInput,
  sale: SaleRules,
): Promise<Weighed[]> {
  const isOnSale = onSale(earliestStart(sale, sale.now()));
  const open: { screen: Located; free: Map<DaypartId, number>; totalSpots: number }[] = [];
  for (const screen of screens) {
    const calendar = await availability(
      db,
      { ledId: screen.id, from: input.startDate, to: input.endDate },
      sale,
    );
    const free = new Map<DaypartId, number>();
    let totalSpots = 0;
    for (const day of calendar.days) {
      for (const cell of day.dayparts) {
        totalSpots = cell.total;
        // The recommender weighs the fixed dayparts (Ramadan's are chosen by hand).
        if (isRamadanDaypart(cell.id)) continue;
        // A cell no longer on sale (started, or inside the lead time) does not limit the rest.
        if (!isOnSale(day.date, cell.id, dayparts[cell.id].start)) continue;
        free.set(cell.id, Math.min(free.get(cell.id) ?? Infinity, cell.free));
      }
    }
    for (const [id, spots] of free) if (spots < 1) free.delete(id);
    if (free.size > 0) open.push({ screen, free, totalSpots });
  }
  const weighed: Weighed[] = [];
  // Quoted with the booking rules, 20 screens (a campaign's limit) at a time.
  for (let i = 0; i < open.length; i += recommendationLimits.maxScreens) {
    const chunk = open.slice(i, i + recommendationLimits.maxScreens);
    const priced = await quote(
      db,
      chunk.map((entry) => ({
        ledId: entry.screen.id,
        startDate: input.startDate,
        endDate: input.endDate,
        dayparts: [...entry.free.keys()],
        spotsPerLoop: 1,
      })),
      sale,
    );
    chunk.forEach((entry, index) => {
      const item = priced.items[index]!;
      weighed.push({
        screen: entry.screen,
        totalSpots: entry.totalSpots,
        // Only fixed dayparts were asked for, so only theirs are priced.
        options: item.breakdown.flatMap((line) =>
          line.cells > 0 && isFixedDaypart(line.daypart)
            ? [
                {
                  daypart: line.daypart,
                  costPerSpotCents: line.amountCents,
                  impressionsPerSpot: line.impressions,
                  freeSpots: entry.free.get(line.daypart) ?? 0,
                },
              ]
            : [],
        ),
      });
    });
  }
  return weighed;
}

/** How a proposal words its figures in a language: 42.4K and $4,904.66, or 42.4 ألف and 4,904.66 US$. */
function wordingFor(language: Language, currency: DisplayCurrency) {
  const t = translator(language, 'recommendations');
  const compact = new Intl.NumberFormat(language === 'ar' ? 'ar-AE' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return {
    t,
    language,
    currency,
    compact: (value: number) => compact.format(value),
    money: (cents: number) => siteMoney(cents, language, currency),
    /** "morning, daytime and evening" */
    listed: (words: string[]) =>
      words.length <= 1
        ? (words[0] ?? '')
        : t('list', { rest: words.slice(0, -1).join(t('comma')), last: words.at(-1) }),
    daypart: (id: DaypartId) => t(`daypart.${id}`),
  };
}
type Wording = ReturnType<typeof wordingFor>;

function reasonsFor(
  entry: Weighed,
  item: { dayparts: DaypartId[]; spotsPerLoop: number; impressions: number; subtotalCents: number },
  input: RecommendationInput,
  words: Wording,
): string[] {
  const { t } = words;
  // Per 1,000 of the reader's currency: $1,000 or AED 1,000.
  const spent = displayMinor(item.subtotalCents, words.currency);
  const perThousand = spent > 0 ? (item.impressions * 100_000) / spent : 0;
  const reasons = [
    t('reason.perThousand', {
      impressions: words.compact(perThousand),
      thousand: siteAmount(100_000, words.language, words.currency),
    }),
  ];
  const free = item.dayparts.filter(
    (id) => entry.options.find((o) => o.daypart === id)!.freeSpots >= entry.totalSpots,
  );
  const partly = item.dayparts.filter((id) => !free.includes(id));
  if (free.length > 0) {
    reasons.push(t('reason.free', { dayparts: words.listed(free.map(words.daypart)) }));
  }
  for (const id of partly) {
    const spots = entry.options.find((o) => o.daypart === id)!.freeSpots;
    reasons.push(
      t('reason.partlyFree', { daypart: words.daypart(id), free: spots, total: entry.totalSpots }),
    );
  }
  if (entry.screen.distanceKm !== null) {
    const km = Math.max(0.1, Math.ceil(entry.screen.distanceKm * 10) / 10);
    reasons.push(t('reason.within', { km }));
  } else if (input.area) {
    reasons.push(t('reason.inArea', { area: input.area }));
  }
  if (input.categoryId !== undefined && entry.screen.segment) {
    const segment = inLocale(words.language, entry.screen.segment, entry.screen.segmentAr);
    reasons.push(t('reason.segment', { segment }));
  }
  reasons.push(t('reason.spots', { count: item.spotsPerLoop }));
  return reasons;
}

/** The start date must be today or later on the screens' clock, as for any booking. */
function checkDates(input: RecommendationInput, now: Date) {
  const today = localDate(now);
  if (input.startDate < today) {
    const text = message('booking.startPassed', { today, timezone: screenTimezone });
    throw new HttpError(400, text, { startDate: text });
  }
}

/**
 * Proposes screens and schedules that fit the budget (VAT included) and the free spots, maximising
 * estimated impressions, and says why each was chosen. Deterministic for the same availability.
 */
export async function recommend(
  db: Db,
  input: RecommendationInput,
  sale: SaleRules,
  language: Language = 'en',
): Promise<Recommendation> {
  const currency = input.currency ?? defaultDisplayCurrency;
  const words = wordingFor(language, currency);
  const { t, money } = words;
  checkDates(input, sale.now());
  const budgetCents = budgetCentsOf(input.budget, currency);
  const screens = await findCandidates(db, input);
  const weighed = await weigh(db, screens, input, sale);
  const byId = new Map(weighed.map((entry) => [entry.screen.id, entry]));
  const candidates: Candidate[] = weighed.map((entry) => ({
    ledId: entry.screen.id,
    options: entry.options,
  }));
  const selection = optimise(candidates, budgetCents, {
    maxScreens: recommendationLimits.maxScreens,
    maxSpotsPerScreen: recommendationLimits.maxSpotsPerScreen,
  });
  const base = {
    budgetCents,
    considered: screens.length,
    method: t('method'),
  };
  if (selection.length === 0) {
    const cheapest = Math.min(
      ...weighed.flatMap((entry) =>
        entry.options
          .filter((option) => option.impressionsPerSpot > 0)
          .map((option) => orderTotalCents([option], 1)),
      ),
    );
    return {
      ...base,
      items: [],
      quote: null,
      remainingCents: budgetCents,
      message:
        screens.length === 0
          ? t('noScreens')
          : Number.isFinite(cheapest)
            ? t('nothingFits', { budget: money(budgetCents), cheapest: money(cheapest) })
            : t('noFreeSpots'),
    };
  }
  const items: BookingItem[] = selection.map((choice) => ({
    ledId: choice.ledId,
    startDate: input.startDate,
    endDate: input.endDate,
    dayparts: choice.dayparts,
    spotsPerLoop: choice.spots,
  }));
  const priced: Quote = await quote(db, items, sale);
  const proposed: RecommendedItem[] = priced.items.map((item) => {
    const entry = byId.get(item.ledId)!;
    const fixed = { ...item, dayparts: item.dayparts.filter(isFixedDaypart) };
    const reasons = reasonsFor(entry, fixed, input, words);
    const { screen } = entry;
    return {
      ledId: item.ledId,
      billboardName: inLocale(language, screen.billboardName, screen.billboardNameAr),
      location: inLocale(language, screen.location, screen.locationAr),
      latitude: entry.screen.latitude,
      longitude: entry.screen.longitude,
      categoryId: entry.screen.categoryId,
      distanceKm:
        entry.screen.distanceKm === null ? null : Math.round(entry.screen.distanceKm * 100) / 100,
      startDate: item.startDate,
      endDate: item.endDate,
      dayparts: item.dayparts,
      spotsPerLoop: item.spotsPerLoop,
      subtotalCents: item.subtotalCents,
      totalCents: item.totalCents,
      impressions: item.impressions,
      impressionsPerThousandDollars:
        item.subtotalCents > 0 ? Math.round((item.impressions * 100_000) / item.subtotalCents) : 0,
      reasons,
      explanation: t('chosenBecause', { reasons: reasons.join(t('comma')) }),
    };
  });
  return {
    ...base,
    items: proposed,
    quote: priced,
    remainingCents: budgetCents - priced.totalCents,
    message: t('proposed', {
      count: proposed.length,
      impressions: words.compact(priced.impressions),
      total: money(priced.totalCents),
      budget: money(budgetCents),
    }),
  };
}
