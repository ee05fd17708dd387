import { createHash } from 'node:crypto';
import type { MapBox, ScreenFilter, ScreenRecord } from './repository';

/**
 * What one cached finder answer covers: its kind and filters, and for the map its box. A screen
 * edit forgets only the answers whose scope it can change (decision 0055).
 */
export type AnswerScope =
  | { kind: 'list' | 'count' | 'pins'; filter: ScreenFilter }
  | { kind: 'clusters'; filter: ScreenFilter; box: MapBox };

/** A screen as the finder's answers see it, small enough to travel in a NOTIFY. */
export type ScreenSnapshot = {
  id: number;
  latitude: number;
  longitude: number;
  name: string;
  location: string;
  segmentId: number | null;
  /** What the "from" price is made of. */
  price: string;
  /** Everything a finder card shows, digested. */
  shown: string;
};

/** One screen before and after a change: null before a creation and after a deletion. */
export type ScreenChange = { before: ScreenSnapshot | null; after: ScreenSnapshot | null };

export function snapshotOf(row: ScreenRecord): ScreenSnapshot {
  const price = [
    row.priceCents,
    row.durationSeconds,
    row.loopSlots,
    row.houseSlots,
    row.opensAt,
    row.closesAt,
  ].join('|');
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    name: row.name,
    location: row.location,
    segmentId: row.segmentId,
    price,
    shown: createHash('sha1').update(JSON.stringify(row)).digest('base64url'),
  };
}

type Match = 'yes' | 'no' | 'maybe';

const ascii = /^[\x20-\x7e]*$/;

/**
 * The finder's text filter, as the database applies it to a search in Latin letters (ILIKE on the
 * English column). Anything beyond plain ASCII, where case folding or the Arabic columns may
 * answer differently, is "maybe": an answer is then forgotten rather than risked.
 */
function textMatch(text: string, column: string): Match {
  if (!ascii.test(text) || !ascii.test(column)) return 'maybe';
  return column.toLowerCase().includes(text.toLowerCase()) ? 'yes' : 'no';
}

/**
 * Whether the screen matches the filter. The advert category (`accepts`) is left out: a screen
 * edit leaves the owner's category rules as they were, so it narrows before and after alike.
 */
function matches(filter: ScreenFilter, screen: ScreenSnapshot | null): Match {
  if (!screen) return 'no';
  const parts: Match[] = [];
  if (filter.location) parts.push(textMatch(filter.location, screen.location));
  if (filter.boardName) parts.push(textMatch(filter.boardName, screen.name));
  if (filter.categoryId !== undefined) {
    parts.push(screen.segmentId === filter.categoryId ? 'yes' : 'no');
  }
  if (parts.includes('no')) return 'no';
  return parts.includes('maybe') ? 'maybe' : 'yes';
}

const inBox = (box: MapBox, screen: ScreenSnapshot) =>
  screen.longitude >= box.west &&
  screen.longitude <= box.east &&
  screen.latitude >= box.south &&
  screen.latitude <= box.north;

/** Whether a cached answer of this scope can differ after the change. */
export function affects(scope: AnswerScope, change: ScreenChange): boolean {
  const { before, after } = change;
  const was = matches(scope.filter, before);
  const is = matches(scope.filter, after);
  // Whether the screen may have joined or left the matches.
  const membership = was !== is || was === 'maybe';
  if (scope.kind === 'count') return membership;
  if (was === 'no' && is === 'no') return false;
  const moved =
    before?.latitude !== after?.latitude ||
    before?.longitude !== after?.longitude ||
    before?.price !== after?.price;
  if (scope.kind === 'list') return membership || before?.shown !== after?.shown;
  if (scope.kind !== 'clusters') return membership || moved;
  const { box } = scope;
  const seen = (screen: ScreenSnapshot | null, match: Match) =>
    screen !== null && match !== 'no' && inBox(box, screen);
  return (seen(before, was) || seen(after, is)) && (membership || moved);
}
