import type { PinClusterAnswer } from '@screenspot/contracts/screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ownError, withQuery } from '../../../lib/api-client';
import type { FinderFilters } from '../hooks/use-finder-filters';
import { filterQuery } from './get-screens';

export const clustersKey = ['screen-clusters'] as const;

/** What the map shows: its box in degrees and its zoom. */
export type MapView = { west: number; south: number; east: number; north: number; zoom: number };

/** The whole world at the lowest zoom: a handful of clusters whose boxes frame every match. */
export const worldView: MapView = { west: -180, south: -90, east: 180, north: 90, zoom: 0 };

/** The view as the server takes it: inside the world, five decimals (about a metre). */
export function viewQuery(view: MapView): { bbox: string; zoom: number } | null {
  const west = Math.max(-180, view.west);
  const east = Math.min(180, view.east);
  const south = Math.max(-90, view.south);
  const north = Math.min(90, view.north);
  if (!(west < east && south < north)) return null;
  const bbox = [west, south, east, north].map((degrees) => degrees.toFixed(5)).join(',');
  return { bbox, zoom: Math.max(0, Math.min(22, Math.round(view.zoom))) };
}

async function getClusters(url: string, signal: AbortSignal): Promise<PinClusterAnswer> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    throw ownError(response.status, 'common:messages.requestFailed', { status: response.status });
  }
  return (await response.json()) as PinClusterAnswer;
}

/**
 * The matches in a map view, clustered by the server: at most a few hundred points whatever the
 * view. A view left before its answer came is aborted; the last answer stays until the next.
 */
export function useMapClusters(filters: FinderFilters, view: MapView | null) {
  const query = view && viewQuery(view);
  return useQuery({
    queryKey: [...clustersKey, filterQuery(filters), query?.bbox, query?.zoom],
    queryFn: ({ signal }) =>
      getClusters(
        withQuery('/api/leds/pins/clusters', { ...filterQuery(filters), ...query }),
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}
