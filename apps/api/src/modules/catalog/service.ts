// Over 400 lines: the finder's one service (search, pins, map clusters) and the cache each answer is kept in.
import {
  mapAnswerMaxPoints,
  pinAnswerMaxPins,
  pinClusterAnswerSchema,
  screenListSchema,
  screenPinListSchema,
  type Screen,
  type Segment,
} from '@screenspot/contracts/screen';
import { daypartPrices, type DaypartPrice, type Multipliers } from '@screenspot/contracts/booking';
import type { ScreenLoopInfo } from '@screenspot/contracts/booking-api';
import { totalCountCappedHeader, totalCountHeader } from '@screenspot/contracts/paging';
import type { Db } from '../../db/client';
import { inLocale, type AnswerLocale } from '../../http/request-locale';
import { HttpError } from '../../plugins/errors';
import { createCompressedVariants } from '../../http/compression';
import * as repository from './repository';
import { createResponseCache, etagOfBytes, type CachedResponse } from './response-cache';
import { affects, type AnswerScope } from './answer-scope';
import { fromPrice, loopOf } from './from-price';
import { onCatalogChange, parseCatalogChange, type CatalogChange } from './catalog-changes';
import type { ErrorKey } from '../../error-messages';

export type FinderSearch = {
  locale?: AnswerLocale;
  location?: string;
  boardName?: string;
  categoryId?: number;
  accepts?: string;
  page?: number;
  size?: number;
};

const defaultPageSize = 50;

/** Screens closer than this many pixels on the map (256-pixel tiles) share a cluster. */
const clusterPixels = 60;

/**
 * A map view's squares of more than one screen as clusters, and the screens in the view: the
 * service's answer and the benchmark's plain handler shape them alike.
 */
export function clustersOf(squares: Awaited<ReturnType<typeof repository.gridOfScreens>>) {
  return {
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
}

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
const screenNotFound: ErrorKey = 'screen.notFoundAlt';

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

/**
 * The total of a search as counted (up to countedUpTo + 1): past the bound, the bound and a flag
 * saying that more match.
 */
function totalHeaders(matches: number): Record<string, string> {
  if (matches <= repository.countedUpTo) return { [totalCountHeader]: String(matches) };
  return {
    [totalCountHeader]: String(repository.countedUpTo),
    [totalCountCappedHeader]: 'true',
  };
}

/** The query that asks for the same filters' pins after `after`. */
function pinsQueryText(filter: repository.ScreenFilter, after: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined) query.set(name, String(value));
  }
  query.set('after', String(after));
  return query.toString();
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
  // Answers stay until a change that can alter them (decision 0055): a screen edit announces the
  // screen before and after, and forgets only the answers whose filters and map box it touches.
  // A change nobody announced (made outside the service, or a lost announcement) forgets them all,
  // at the next reading of the counter. The time limit only lets unused answers go. Room for
  // thousands of distinct searches; the byte bound keeps broad unpaged answers (up to megabytes
  // each) from filling memory.
  const searches = createResponseCache<AnswerScope>({
    ttlMs: options.searchCacheTtlMs ?? 5 * 60_000,
    maxEntries: 5_000,
    maxBytes: 64 * 1024 * 1024,
  });
  // The total of a filter, counted once and shared by all its pages and languages: paging through
  // a broad search counts its matches once, not once per page.
  const counts = new Map<string, { scope: AnswerScope; total: Promise<number> }>();
  const versionCheckMs = options.versionCheckMs ?? 1_000;
  let version: { counter: number; prices: string; checkedAt: number } | null = null;
  let reading: Promise<string> | null = null;
  // Counter bumps announced with their change, (from, to] each, not yet passed by a reading.
  let announced: [number, number][] = [];

  function forgetAll() {
    searches.clear();
    counts.clear();
  }

  /** Forgets the answers a committed change can alter; the bumps it made are now accounted for. */
  function apply(change: CatalogChange) {
    if (!version || change.to > version.counter) announced.push([change.from, change.to]);
    const screens = change.screens;
    if (!screens) return forgetAll();
    const touched = (scope: AnswerScope) => screens.some((screen) => affects(scope, screen));
    searches.drop(touched);
    for (const [key, count] of counts) if (touched(count.scope)) counts.delete(key);
  }
  onCatalogChange(db, apply);

  /** Whether every bump after `seen` up to `counter` came with its announced change. */
  function accountedFor(seen: number, counter: number): boolean {
    if (counter - seen > 1_000) return false;
    for (let bump = seen + 1; bump <= counter; bump++) {
      if (!announced.some(([from, to]) => bump > from && bump <= to)) return false;
    }
    return true;
  }

  /**
   * What the prices are made of, read again with the counter when the last reading is older than
   * versionCheckMs: the staleness bound for changes nobody announced.
   */
  function currentPrices(): Promise<string> {
    if (version && Date.now() - version.checkedAt < versionCheckMs) {
      return Promise.resolve(version.prices);
    }
    reading ??= repository
      .catalogVersion(db)
      .then(({ counter, prices }) => {
        if (version && (counter < version.counter || !accountedFor(version.counter, counter))) {
          forgetAll();
        }
        announced = announced.filter(([, to]) => to > counter);
        version = { counter, prices, checkedAt: Date.now() };
        return prices;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  // The multipliers are what the prices' makings read with the counter are made of: read again
  // when that reading differs, not for every answer built (one query less per cold search).
  let multipliersRead: { prices: string; multipliers: Promise<Multipliers> } | null = null;
  async function currentMultipliers(): Promise<Multipliers> {
    const prices = await currentPrices();
    if (multipliersRead?.prices !== prices) {
      const multipliers = options.booking.priceMultipliers(db);
      multipliersRead = { prices, multipliers };
      multipliers.catch(() => {
        if (multipliersRead?.multipliers === multipliers) multipliersRead = null;
      });
    }
    return multipliersRead.multipliers;
  }

  async function countOf(filter: repository.ScreenFilter): Promise<number> {
    const key = await cacheKey('count', filter);
    const known = counts.get(key);
    if (known) return known.total;
    const counting = repository.countScreens(db, filter);
    keepCount(key, filter, counting);
    return counting;
  }

  /** Keeps a filter's count (being read, or read with its first pins) for its pages and pins. */
  function keepCount(key: string, filter: repository.ScreenFilter, total: Promise<number>) {
    if (counts.size >= 5_000) counts.clear();
    counts.set(key, { scope: { kind: 'count', filter }, total });
    total.catch(() => counts.delete(key));
  }

  /**
   * Pins after `after` (one more than an answer holds) and the filter's count. A search by text
   * whose count is not known yet gets both from one read (the count is kept for its pages);
   * otherwise the count, as for a page, chooses how the pins are found.
   */
  async function pinsCounted(
    filter: repository.ScreenFilter,
    after: number,
  ): Promise<{ rows: repository.PinRecord[]; matches: number }> {
    const part = { after, limit: pinAnswerMaxPins + 1 };
    const key = await cacheKey('count', filter);
    const byText = filter.location !== undefined || filter.boardName !== undefined;
    if (after === 0 && byText && !counts.has(key)) {
      const first = await repository.firstPinsCounted(db, filter, part.limit);
      keepCount(key, filter, Promise.resolve(first.matches));
      if (first.matches <= repository.countedUpTo) return first;
      return {
        rows: await repository.listPins(db, filter, { ...part, matches: first.matches }),
        matches: first.matches,
      };
    }
    const matches = await countOf(filter);
    return { rows: await repository.listPins(db, filter, { ...part, matches }), matches };
  }

  async function runSearch(search: FinderSearch): Promise<CachedResponse> {
    const filter = {
      location: search.location,
      boardName: search.boardName,
      categoryId: search.categoryId,
      accepts: search.accepts,
    };
    const paged = search.page !== undefined || search.size !== undefined;
    const size = search.size ?? defaultPageSize;
    const page = paged ? { limit: size, offset: (search.page ?? 0) * size } : undefined;
    // A page is read knowing how many match: the count chooses how it is found (decision 0066).
    const counted = paged ? countOf(filter) : undefined;
    const [rows, total, multipliers] = await Promise.all([
      counted
        ? counted.then((matches) => repository.listScreens(db, filter, page, matches))
        : repository.listScreens(db, filter),
      counted,
      currentMultipliers(),
    ]);
    // Parsed once when the answer is built, so only the listed fields can ever leave.
    const locale = search.locale ?? 'en';
    const body = Buffer.from(
      JSON.stringify(screenListSchema.parse(rows.map((row) => toScreen(row, multipliers, locale)))),
    );
    return cachedResponse(body, total === undefined ? {} : totalHeaders(total));
  }

  /**
   * Up to pinAnswerMaxPins pins after `after`, with the filter's total; when more follow, a Link to
   * them. The count (shared with the list's pages) chooses how they are found, as for a page.
   */
  async function runPins(
    filter: repository.ScreenFilter,
    after: number,
    path: string,
  ): Promise<CachedResponse> {
    const [{ rows, matches }, multipliers] = await Promise.all([
      pinsCounted(filter, after),
      currentMultipliers(),
    ]);
    const shown = rows.slice(0, pinAnswerMaxPins);
    const pins = shown.map((row) => ({
      id: row.id,
      latitude: row.latitude,
      longitude: row.longitude,
      price: fromPrice(row, multipliers),
    }));
    const headers = totalHeaders(matches);
    if (rows.length > shown.length) {
      headers.link = `<${path}?${pinsQueryText(filter, shown.at(-1)!.id)}>; rel="next"`;
    }
    return cachedResponse(Buffer.from(JSON.stringify(screenPinListSchema.parse(pins))), headers);
  }

  async function runClusters(
    filter: repository.ScreenFilter,
    grid: ReturnType<typeof mapGrid>,
  ): Promise<CachedResponse> {
    const squares = await repository.gridOfScreens(db, filter, grid.box, grid.cell);
    const lone = squares.filter((square) => square.count === 1).map((square) => square.first_id);
    const [rows, multipliers] = await Promise.all([
      repository.pinsOf(db, lone),
      currentMultipliers(),
    ]);
    const answer = {
      pins: rows.map((row) => ({
        id: row.id,
        latitude: row.latitude,
        longitude: row.longitude,
        price: fromPrice(row, multipliers),
      })),
      ...clustersOf(squares),
    };
    return cachedResponse(Buffer.from(JSON.stringify(pinClusterAnswerSchema.parse(answer))));
  }

  /** What names one cached answer: its kind, the prices' makings, the filter and the rest. */
  const cacheKey = async (
    kind: string,
    filter: repository.ScreenFilter,
    rest: (string | number)[] = [],
  ) =>
    JSON.stringify([
      kind,
      await currentPrices(),
      filter.location ?? '',
      filter.boardName ?? '',
      filter.categoryId ?? '',
      filter.accepts ?? '',
      ...rest,
    ]);

  return {
    /** A change announced by NOTIFY (this instance's own arrive again: applying twice is harmless). */
    heard(payload: string) {
      const change = parseCatalogChange(payload);
      if (change) apply(change);
      else forgetAll();
    },
    forgetAll,

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
      const { location, boardName, categoryId, accepts } = search;
      return searches.get(key, () => runSearch(search), {
        kind: 'list',
        filter: { location, boardName, categoryId, accepts },
      });
    },

    /**
     * The matching screens' pins after `after` (from the first when 0), at most pinAnswerMaxPins;
     * `path` is where the Link to the next ones points. Shared by identical searches for a moment.
     */
    async pins(
      filter: repository.ScreenFilter,
      after = 0,
      path = '/api/leds/pins',
    ): Promise<CachedResponse> {
      return searches.get(
        await cacheKey('pins', filter, [after]),
        () => runPins(filter, after, path),
        { kind: 'pins', filter },
      );
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
      return searches.get(key, () => runClusters(filter, grid), {
        kind: 'clusters',
        filter,
        box: grid.box,
      });
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
      throw new HttpError(404, exists ? 'notFound.screenImageYet' : screenNotFound);
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
