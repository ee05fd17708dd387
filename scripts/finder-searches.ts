// The finder benchmarks' catalogue and searches, shared by `bench:finder -- --varied` and
// `bench:finder-queries`: the bench's screens on thousands of distinct places, and the distinct
// searches a day of use asks (list pages, map views and pin sets over location, name and segment).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/api/src/db/client';
import { seedBench } from '../apps/api/src/db/seed-bench';

/** Seeds `screens` screens, each on its area's block; answers the count and the search texts. */
export async function seedFinderCatalogue(database: Database, screens: number) {
  const totals = await seedBench(database, { screens, customers: 1, orders: 0 });
  // Thousands of distinct places, as a real catalogue has: each screen's block in its area.
  await database.db.execute(
    sql`update screens set location = location || ', Block ' || (id % 2500) where id > 53`,
  );
  // That update left a dead row behind every screen. The test server runs without autovacuum (and
  // PGlite has none), so vacuum as a running server's autovacuum would within its minute:
  // otherwise every scan reads twice the table and the trigram indexes point at both rows.
  await database.db.execute(sql`vacuum analyze screens`);
  // A catalogue the service has watched before: every screen's health state stored, as the fleet
  // watch's first run leaves it (once in a fleet's life, and a second of work at 100,000 screens).
  await database.db.execute(
    sql`insert into screen_health_states (screen_id, state, changed_at)
        select id, 'unpaired', now() from screens on conflict do nothing`,
  );
  await database.db.execute(sql`vacuum analyze screen_health_states`);
  const texts = await queryRows<{ location: string; name: string }>(
    database.db,
    sql`select distinct location, regexp_replace(name, ' #[0-9]+$', '') as name from screens`,
  );
  const segments = await queryRows<{ id: number }>(database.db, sql`select id from segments`);
  return { screens: totals.screens, texts, segments };
}

/** A repeatable shuffle, so every run asks the same searches in the same proportions. */
function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Search terms a person would type: words of the screens' locations and names, and their starts. */
function termsOf(texts: string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 3) continue;
      terms.add(word);
      for (let length = 3; length < word.length; length += 1) terms.add(word.slice(0, length));
    }
  }
  return [...terms];
}

/**
 * The map views the finder asks for a search: the world (framing every match when the filters
 * change), the first view (Dubai at zoom 7) and a district at zoom 12.
 */
export const mapViews = {
  world: 'bbox=-180,-90,180,90&zoom=0',
  view: 'bbox=51.45,23.5,59.15,27&zoom=7',
  district: 'bbox=55.1,25,55.3,25.2&zoom=12',
};

/**
 * `count` distinct searches as request paths, drawn the same way on every run: what the finder
 * asks for a search (its list's first page, whose count comes with it, then the next page, and
 * the map's clustered views), with and without a segment, and the pins an API client asks.
 */
export function finderSearches(
  catalogue: Awaited<ReturnType<typeof seedFinderCatalogue>>,
  count: number,
) {
  const locationTerms = termsOf(catalogue.texts.map((t) => t.location));
  const nameTerms = termsOf(catalogue.texts.map((t) => t.name));
  const q = (value: string) => encodeURIComponent(value);
  const candidates = new Set<string>();
  const asked = (filter: string) => {
    for (const page of [0, 1]) candidates.add(`/api/leds/getAll?${filter}&page=${page}&size=24`);
    for (const view of Object.values(mapViews)) {
      candidates.add(`/api/leds/pins/clusters?${filter}&${view}`);
    }
    candidates.add(`/api/leds/pins?${filter}`);
  };
  for (const term of locationTerms) {
    asked(`location=${q(term)}`);
    for (const segment of catalogue.segments) {
      const filter = `location=${q(term)}&categoryId=${segment.id}`;
      candidates.add(`/api/leds/getAll?${filter}&page=0&size=24`);
      candidates.add(`/api/leds/pins/clusters?${filter}&${mapViews.world}`);
    }
  }
  for (const term of nameTerms) asked(`boardName=${q(term)}`);
  return {
    paths: shuffled([...candidates]).slice(0, count),
    locationTerms: locationTerms.length,
    nameTerms: nameTerms.length,
  };
}

/** A search's shape, for timings by shape: what it asks for and over which filters. */
export function shapeOf(search: string): string {
  const query = new URL(search, 'http://localhost').searchParams;
  const view = Object.entries(mapViews).find(([, v]) => search.endsWith(v))?.[0];
  const kind = search.includes('/clusters')
    ? `map ${view}`
    : search.includes('/pins')
      ? 'pins'
      : `list p${query.get('page') ?? 0}`;
  const over = [
    query.has('location') ? 'location' : '',
    query.has('boardName') ? 'name' : '',
    query.has('categoryId') ? 'segment' : '',
  ].filter(Boolean);
  return `${kind} by ${over.join('+')}`;
}
