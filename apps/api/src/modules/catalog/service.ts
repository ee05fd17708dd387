import {
  mapAnswerMaxPoints,
  pinClusterAnswerSchema,
  screenListSchema,
  screenPinListSchema,
  type Screen,
  type Segment,
} from '@screenspot/contracts/screen';
import {
  daypartPrices,
  fromPriceCents,
  type DaypartPrice,
  type Multipliers,
  type ScreenLoop,
} from '@screenspot/contracts/booking';
import type { ScreenLoopInfo } from '@screenspot/contracts/booking-api';
import type { Db } from '../../db/client';
import { inLocale, type AnswerLocale } from '../../http/request-locale';
import { HttpError } from '../../plugins/errors';
import { createCompressedVariants } from '../../http/compression';
import * as repository from './repository';
import { createResponseCache, etagOfBytes, type CachedResponse } from './response-cache';

export type FinderSearch = {
  locale?: AnswerLocale;
  location?: string;
  boardName?: string;
  categoryId?: number;
  page?: number;
  size?: number;
};

const defaultPageSize = 50;

/** Screens closer than this many pixels on the map (256-pixel tiles) share a cluster. */
const clusterPixels = 60;

/**
 * The grid a map view is clustered on: squares of about `clusterPixels` at the zoom, larger when
 * the box is so wide that more than mapAnswerMaxPoints squares would cover it; and the box widened
 * to whole squares, so nearby views of one zoom share their answer.
 */
export function mapGrid(box: repository.MapBox, zoom: number) {
  let cell = (360 * clusterPixels) / (256 * 2 ** zoom);
  const squares = (size: number) =>
    (Math.floor(box.east / size) - Math.floor(box.west / size) + 1) *
    (Math.floor(box.north / size) - Math.floor(box.south / size) + 1);
  while (squares(cell) > mapAnswerMaxPoints) cell *= 2;
  return {
    cell,
    box: {
      west: Math.floor(box.west / cell) * cell,
      south: Math.floor(box.south / cell) * cell,
      east: (Math.floor(box.east / cell) + 1) * cell,
      north: (Math.floor(box.north / cell) + 1) * cell,
    },
  };
}
const screenNotFound = 'We could not find this screen.';

/** What a screen's prices are made of: its day price, loop and opening hours. */
function loopOf(row: repository.PinRecord): ScreenLoop {
  return {
    priceCents: row.priceCents,
    durationSeconds: row.durationSeconds,
    slotsPerLoop: row.loopSlots,
    houseSlots: row.houseSlots,
    openingHours: { open: row.opensAt, close: row.closesAt },
  };
}

/** The "from" price in dollars: the cheapest daypart's price of one spot for one day. */
const fromPrice = (row: repository.PinRecord, multipliers: Multipliers) =>
  fromPriceCents(loopOf(row), multipliers) / 100;

/**
 * The spec's wire shape: ledId and id are the same number, price in dollars (the "from" price);
 * the texts in the asked language (English by default).
 */
export function toScreen(
  row: repository.ScreenRecord,
  multipliers: Multipliers,
  locale: AnswerLocale = 'en',
): Screen {
  return {
    id: row.id,
    ledId: row.id,
    billboardName: inLocale(locale, row.name, row.nameAr),
    location: inLocale(locale, row.location, row.locationAr),
    latitude: row.latitude,
    longitude: row.longitude,
    price: fromPrice(row, multipliers),
    title: inLocale(locale, row.title, row.titleAr),
    description: inLocale(locale, row.description, row.descriptionAr),
    screens: row.screens,
    size: row.size,
    mediaType: row.mediaType,
    duration: row.durationSeconds,
    categoryId: row.segmentId,
  };
}

function cachedResponse(body: Buffer, headers: Record<string, string> = {}): CachedResponse {
  return {
    body,
    etag: etagOfBytes(body),
    headers,
    compressed: createCompressedVariants(body),
  };
}

/**
 * What the catalogue needs of booking, handed in at start: booking builds on the catalogue's
 * screens, so the catalogue never imports booking. Booking's `catalogPort` provides it.
 */
export type BookingPort = {
  /** The daypart multipliers every price is computed with, in basis points. */
  priceMultipliers(db: Db): Promise<Multipliers>;
  /** A screen's loop and opening hours as a booking needs them. */
  readLoop(db: Db, id: number): Promise<ScreenLoopInfo>;
  /**
   * Inside a transaction: locks the screen, and refuses (409) a loop that would sell fewer spots
   * than a future daypart has sold or held. False when there is no such screen.
   */
  lockLoopChange(
    tx: Db,
    id: number,
    loop: { slotsPerLoop: number },
    field: string,
  ): Promise<boolean>;
};

export type CatalogOptions = {
  booking: BookingPort;
  /** How long a serialized search answer is reused at most; 0 turns the cache off. */
  searchCacheTtlMs?: number;
  /** How often the catalogue's change counter is read, at most: the staleness bound. */
  versionCheckMs?: number;
};

export function createCatalogService(db: Db, options: CatalogOptions) {
  // Answers are keyed by the catalogue's version, so a change to any screen or segment makes new
  // keys at once; the time limit only lets unused answers go. Room for thousands of distinct
  // searches; the byte bound keeps broad unpaged answers (up to megabytes each) from filling memory.
  const searches = createResponseCache({
    ttlMs: options.searchCacheTtlMs ?? 5 * 60_000,
    maxEntries: 5_000,
    maxBytes: 64 * 1024 * 1024,
  });
  const versionCheckMs = options.versionCheckMs ?? 1_000;
  let version: { value: string; checkedAt: number } | null = null;
  let reading: Promise<string> | null = null;

  /** The catalogue's version, read again when the last reading is older than versionCheckMs. */
  function currentVersion(): Promise<string> {
    if (version && Date.now() - version.checkedAt < versionCheckMs) {
      return Promise.resolve(version.value);
    }
    reading ??= repository
      .catalogVersion(db)
      .then((value) => {
        version = { value, checkedAt: Date.now() };
        return value;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  // The total of a filter, counted once per catalogue version and shared by all its pages and
  // languages: paging through a broad search counts its matches once, not once per page.
  const counts = new Map<string, Promise<number>>();
  async function countOf(filter: repository.ScreenFilter): Promise<number> {
    const key = await cacheKey('count', filter);
    const known = counts.get(key);
    if (known) return known;
    if (counts.size >= 5_000) counts.clear();
    const counting = repository.countScreens(db, filter);
    counts.set(key, counting);
    counting.catch(() => counts.delete(key));
    return counting;
  }

  async function runSearch(search: FinderSearch): Promise<CachedResponse> {
    const filter = {
      location: search.location,
      boardName: search.boardName,
      categoryId: search.categoryId,
    };
    const paged = search.page !== undefined || search.size !== undefined;
    const size = search.size ?? defaultPageSize;
    const page = paged ? { limit: size, offset: (search.page ?? 0) * size } : undefined;
    const [rows, total, multipliers] = await Promise.all([
      repository.listScreens(db, filter, page),
      paged ? countOf(filter) : undefined,
      options.booking.priceMultipliers(db),
    ]);
    // Parsed once when the answer is built, so only the listed fields can ever leave.
    const locale = search.locale ?? 'en';
    const body = Buffer.from(
      JSON.stringify(screenListSchema.parse(rows.map((row) => toScreen(row, multipliers, locale)))),
    );
    return cachedResponse(body, total === undefined ? {} : { 'x-total-count': String(total) });
  }

  async function runPins(filter: repository.ScreenFilter): Promise<CachedResponse> {
    const [rows, multipliers] = await Promise.all([
      repository.listPins(db, filter),
      options.booking.priceMultipliers(db),
    ]);
    const pins = rows.map((row) => ({
      id: row.id,
      latitude: row.latitude,
      longitude: row.longitude,
      price: fromPrice(row, multipliers),
    }));
    return cachedResponse(Buffer.from(JSON.stringify(screenPinListSchema.parse(pins))));
  }

  async function runClusters(
    filter: repository.ScreenFilter,
    grid: ReturnType<typeof mapGrid>,
  ): Promise<CachedResponse> {
    const squares = await repository.gridOfScreens(db, filter, grid.box, grid.cell);
    const lone = squares.filter((square) => square.count === 1).map((square) => square.first_id);
    const [rows, multipliers] = await Promise.all([
      repository.pinsOf(db, lone),
      options.booking.priceMultipliers(db),
    ]);
    const answer = {
      pins: rows.map((row) => ({
        id: row.id,
        latitude: row.latitude,
        longitude: row.longitude,
        price: fromPrice(row, multipliers),
      })),
      clusters: squares
        .filter((square) => square.count > 1)
        .map(({ count, latitude, longitude, west, south, east, north }) => ({
          // An average of equal numbers may fall a rounding below them: kept inside the box.
          latitude: Math.min(Math.max(latitude, south), north),
          longitude: Math.min(Math.max(longitude, west), east),
          count,
          west,
          south,
          east,
          north,
        })),
      total: squares.reduce((sum, square) => sum + square.count, 0),
    };
    return cachedResponse(Buffer.from(JSON.stringify(pinClusterAnswerSchema.parse(answer))));
  }

  /** What names one cached answer: its kind, the catalogue's version, the filter and the rest. */
  const cacheKey = async (
    kind: string,
    filter: repository.ScreenFilter,
    rest: (string | number)[] = [],
  ) =>
    JSON.stringify([
      kind,
      await currentVersion(),
      filter.location ?? '',
      filter.boardName ?? '',
      filter.categoryId ?? '',
      ...rest,
    ]);

  return {
    async listSegments(locale: AnswerLocale = 'en'): Promise<Segment[]> {
      const rows = await repository.listSegments(db);
      const segments = rows.map((row) => ({
        categoryId: row.id,
        value: inLocale(locale, row.value, row.valueAr),
      }));
      // English keeps the database's order; Arabic names are sorted as Arabic readers expect.
      return locale === 'en'
        ? segments
        : segments.sort((a, b) => a.value.localeCompare(b.value, locale));
    },

    /** The serialized answer for a finder search, shared by identical searches for a moment. */
    async search(search: FinderSearch): Promise<CachedResponse> {
      const { locale = 'en', page = '', size = '' } = search;
      const key = await cacheKey('list', search, [locale, page, size]);
      return searches.get(key, () => runSearch(search));
    },

    /** Every matching screen's pin, shared by identical searches for a moment. */
    async pins(filter: repository.ScreenFilter): Promise<CachedResponse> {
      return searches.get(await cacheKey('pins', filter), () => runPins(filter));
    },

    /**
     * The matching screens in a map view, clustered on a grid of the view's zoom: at most
     * mapAnswerMaxPoints points however many screens match. Views of one zoom in the same squares
     * share an answer.
     */
    async clusters(
      filter: repository.ScreenFilter,
      view: { box: repository.MapBox; zoom: number },
    ): Promise<CachedResponse> {
      const grid = mapGrid(view.box, view.zoom);
      const { west, south, east, north } = grid.box;
      const key = await cacheKey('clusters', filter, [grid.cell, west, south, east, north]);
      return searches.get(key, () => runClusters(filter, grid));
    },

    /** One screen, with the price of one spot for one day in each daypart it sells. */
    async getScreen(
      id: number,
      locale: AnswerLocale = 'en',
    ): Promise<Screen & { daypartPrices: DaypartPrice[] }> {
      const [row, multipliers] = await Promise.all([
        repository.findScreen(db, id),
        options.booking.priceMultipliers(db),
      ]);
      if (!row) throw new HttpError(404, screenNotFound);
      return {
        ...toScreen(row, multipliers, locale),
        daypartPrices: daypartPrices(loopOf(row), multipliers),
      };
    },

    async getScreenImage(id: number) {
      const image = await repository.findScreenImage(db, id);
      if (image) return image;
      const exists = await repository.screenExists(db, id);
      throw new HttpError(404, exists ? 'This screen has no image yet.' : screenNotFound);
    },
  };
}

/** One screen as stored, for the modules that book and upload to it. */
export type ScreenRecord = repository.ScreenRecord;

export function findScreen(db: Db, id: number): Promise<ScreenRecord | null> {
  return repository.findScreen(db, id);
}

/** The Arabic names of these screens, by id (absent where a screen has none). */
export function arabicNames(db: Db, ids: number[]) {
  return repository.arabicNames(db, ids);
}
