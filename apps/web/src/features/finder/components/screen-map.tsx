import 'leaflet/dist/leaflet.css';
import type { ScreenCluster, ScreenPin } from '@screenspot/contracts/screen';
import { limits } from '@screenspot/contracts/limits';
import L from 'leaflet';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreen } from '../api/get-screen';
import { useMapClusters, worldView, type MapView } from '../api/get-map-clusters';
import type { FinderFilters } from '../hooks/use-finder-filters';
import { BasemapTiles } from '../../../components/ui/basemap-tiles';
import { useFormat } from '../../../i18n/format';
import { mergeCrowded } from './crowded-points';
import { activePinIcon, clusterIcon, pinIcon } from './map-pins';
import styles from './screen-map.module.css';

// The view is asked for once the map holds still this long, not at every step of a pan.
const settleMs = 250;
// Markers closer than this (a large badge's width) are drawn as one cluster.
const crowdedPixels = 48;

export type ScreenMapProps = {
  /** The filters the list shows; the map asks the server for their matches in its view. */
  filters: FinderFilters;
  highlightedId: number | null;
  /** Where the highlighted screen is, when known: a cluster holding it lights up. */
  highlightedAt: { latitude: number; longitude: number } | null;
  onHighlight: (ledId: number | null) => void;
  onPinSelect: (ledId: number) => void;
  search: string;
  visible: boolean;
};

/** Light basemap tiles; when they cannot load, a notice says so and the pins stay usable. */
function Basemap() {
  const { t } = useTranslation('finder');
  return (
    <BasemapTiles
      maxZoom={20}
      unavailable={
        <p className={styles.notice} role="status">
          {t('map.unavailable')}
        </p>
      }
    />
  );
}

/** Keeps Leaflet's idea of its size right when the map is shown again (phone toggle). */
function SizeWatcher({ visible }: { visible: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (visible) map.invalidateSize();
  }, [map, visible]);
  return null;
}

/** The map's view now, within the world. */
function viewOf(map: L.Map): MapView {
  const bounds = map.getBounds();
  return {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
    zoom: map.getZoom(),
  };
}

/** Follows the view: told at once when the map is ready, then each time it has held still. */
function ViewWatcher({ onView }: { onView: (view: MapView) => void }) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onView(viewOf(map)), settleMs);
    },
  });
  useEffect(() => {
    onView(viewOf(map));
    return () => clearTimeout(timer.current);
  }, [map, onView]);
  return null;
}

/**
 * Frames the results when the filters change: the world's answer (a handful of clusters and pins)
 * gives the box of every match. The first filters keep the spec's view (centre of Dubai, zoom 7).
 */
function FrameResults({ filters }: { filters: FinderFilters }) {
  const map = useMap();
  const key = JSON.stringify(filters);
  const framed = useRef(key);
  const world = useMapClusters(filters, key === framed.current ? null : worldView);
  useEffect(() => {
    const answer = world.data;
    if (key === framed.current || !answer || world.isPlaceholderData) return;
    framed.current = key;
    const corners: [number, number][] = [
      ...answer.pins.map((pin) => [pin.latitude, pin.longitude] as [number, number]),
      ...answer.clusters.flatMap((cluster): [number, number][] => [
        [cluster.south, cluster.west],
        [cluster.north, cluster.east],
      ]),
    ];
    if (corners.length > 0) map.fitBounds(corners, { padding: [48, 48], maxZoom: 14 });
  }, [key, world.data, world.isPlaceholderData, map]);
  return null;
}

/** A pin's name and place, fetched when its popup opens (the pins carry only position and price). */
function PinPopupContent({ pin, search }: { pin: ScreenPin; search: string }) {
  const { t } = useTranslation('finder');
  const format = useFormat();
  const { data: screen, isError } = useScreen(pin.id);
  return (
    <>
      <p className={styles.popupName}>
        {screen?.billboardName ?? (isError ? t('map.screen', { id: pin.id }) : t('map.loading'))}
      </p>
      {screen ? <p className={styles.popupLocation}>{screen.location}</p> : null}
      <p className={styles.popupLocation}>
        {t('map.fromPerSpot', { price: format.money(pin.price) })}
      </p>
      <Link to={{ pathname: `/upload/${pin.id}`, search }} state={{ keepScroll: true }}>
        {t('map.viewDetails')}
      </Link>
    </>
  );
}

type PointsProps = Pick<
  ScreenMapProps,
  'highlightedId' | 'highlightedAt' | 'onHighlight' | 'onPinSelect' | 'search'
> & {
  pins: ScreenPin[];
  clusters: ScreenCluster[];
};

const holds = (cluster: ScreenCluster, point: { latitude: number; longitude: number }) =>
  point.latitude >= cluster.south &&
  point.latitude <= cluster.north &&
  point.longitude >= cluster.west &&
  point.longitude <= cluster.east;

/** Single screens as pins; screens close together as a badge with their count, opened by a click. */
const Points = memo(function Points({
  pins,
  clusters,
  highlightedId,
  highlightedAt,
  onHighlight,
  onPinSelect,
  search,
}: PointsProps) {
  const { t } = useTranslation('finder');
  const format = useFormat();
  const map = useMap();

  // Zooms in on the cluster's screens: at least one step, so the next answer splits it.
  const open = (cluster: ScreenCluster) => {
    const bounds = L.latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]);
    const fits = map.getBoundsZoom(bounds.pad(0.2));
    map.setView(bounds.getCenter(), Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, fits)));
  };

  return (
    <>
      {clusters.map((cluster) => (
        <Marker
          key={`${cluster.west},${cluster.south},${cluster.count}`}
          position={[cluster.latitude, cluster.longitude]}
          icon={clusterIcon(
            cluster.count,
            format.number(cluster.count),
            highlightedAt !== null && holds(cluster, highlightedAt),
          )}
          title={t('map.cluster', { count: cluster.count })}
          eventHandlers={{ click: () => open(cluster) }}
        />
      ))}
      {pins.map((pin) => {
        const active = pin.id === highlightedId;
        return (
          <Marker
            key={pin.id}
            position={[pin.latitude, pin.longitude]}
            icon={active ? activePinIcon : pinIcon}
            zIndexOffset={active ? 1000 : 0}
            title={t('map.pinTitle', { id: pin.id, price: format.money(pin.price) })}
            eventHandlers={{
              mouseover: () => onHighlight(pin.id),
              mouseout: () => onHighlight(null),
              click: () => onPinSelect(pin.id),
            }}
          >
            <Popup>
              <PinPopupContent pin={pin} search={search} />
            </Popup>
          </Marker>
        );
      })}
    </>
  );
});

/** The matches in view: pins, and clusters where they crowd, as the server groups them. */
function Matches({ filters, ...pointProps }: Omit<ScreenMapProps, 'visible'>) {
  const map = useMap();
  const [view, setView] = useState<MapView | null>(null);
  const answer = useMapClusters(filters, view);
  const zoom = view?.zoom;
  const points = useMemo(
    () =>
      answer.data && zoom !== undefined
        ? mergeCrowded(
            answer.data,
            (latitude, longitude) => map.project([latitude, longitude], zoom),
            crowdedPixels,
          )
        : { pins: [], clusters: [] },
    [answer.data, map, zoom],
  );
  return (
    <>
      <ViewWatcher onView={setView} />
      <FrameResults filters={filters} />
      <Points pins={points.pins} clusters={points.clusters} {...pointProps} />
    </>
  );
}

/** Every match on a light map of Dubai: pins, and clusters with their count where they crowd. */
export default function ScreenMap({ visible, ...matchProps }: ScreenMapProps) {
  const { t } = useTranslation('finder');
  return (
    <div className={styles.frame}>
      <MapContainer
        className={styles.map}
        center={[limits.mapCenter.lat, limits.mapCenter.lng]}
        zoom={limits.mapZoom}
        scrollWheelZoom
        aria-label={t('map.label')}
      >
        <Basemap />
        <SizeWatcher visible={visible} />
        <Matches {...matchProps} />
      </MapContainer>
    </div>
  );
}
