import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import type { ScreenPin } from '@screenspot/contracts/screen';
import { limits } from '@screenspot/contracts/limits';
import type L from 'leaflet';
import { memo, useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreen } from '../api/get-screen';
import { BasemapTiles } from '../../../components/ui/basemap-tiles';
import { useFormat } from '../../../i18n/format';
import { activePinIcon, clusterIcon, pinIcon } from './map-pins';
import styles from './screen-map.module.css';

export type ScreenMapProps = {
  /** Every matching screen, not only the cards loaded so far. */
  pins: ScreenPin[];
  highlightedId: number | null;
  onHighlight: (ledId: number | null) => void;
  onPinSelect: (ledId: number) => void;
  search: string;
  /** The filters the shown results answer, or null while newer ones load. */
  resultsKey: string | null;
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

/**
 * Frames the results once the answer for new filters arrives. The first answer keeps the spec's
 * view (centre of Dubai, zoom 7); a list refreshed for the same filters does not move the map.
 */
function FrameResults({ pins, resultsKey }: { pins: ScreenPin[]; resultsKey: string | null }) {
  const map = useMap();
  const framed = useRef(resultsKey);
  useEffect(() => {
    if (resultsKey === null || resultsKey === framed.current) return;
    framed.current = resultsKey;
    if (pins.length === 0) return;
    const points = pins.map((pin) => [pin.latitude, pin.longitude] as [number, number]);
    map.fitBounds(points, { padding: [48, 48], maxZoom: 14 });
  }, [resultsKey, pins, map]);
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

type PinsProps = Pick<ScreenMapProps, 'pins' | 'onHighlight' | 'onPinSelect' | 'search'> & {
  highlightedId: number | null;
};

const Pins = memo(function Pins({
  pins,
  highlightedId,
  onHighlight,
  onPinSelect,
  search,
}: PinsProps) {
  const { t } = useTranslation('finder');
  const format = useFormat();
  const group = useRef<L.MarkerClusterGroup>(null);
  const markers = useRef(new Map<number, L.Marker>());

  // A highlighted screen inside a cluster lights up the cluster instead.
  useEffect(() => {
    if (highlightedId === null) return;
    const marker = markers.current.get(highlightedId);
    const parent = marker && group.current?.getVisibleParent(marker);
    if (!parent || parent === marker) return;
    const element = parent.getElement();
    element?.classList.add(styles.clusterActive);
    return () => element?.classList.remove(styles.clusterActive);
  }, [highlightedId]);

  return (
    <MarkerClusterGroup
      ref={group}
      chunkedLoading
      maxClusterRadius={48}
      showCoverageOnHover={false}
      iconCreateFunction={clusterIcon}
    >
      {pins.map((pin) => {
        const active = pin.id === highlightedId;
        return (
          <Marker
            key={pin.id}
            ref={(marker) => {
              if (marker) markers.current.set(pin.id, marker);
              else markers.current.delete(pin.id);
            }}
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
    </MarkerClusterGroup>
  );
});

/** Every match as a pin on a light map of Dubai, clustered where they crowd. */
export default function ScreenMap(props: ScreenMapProps) {
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
        <SizeWatcher visible={props.visible} />
        <FrameResults pins={props.pins} resultsKey={props.resultsKey} />
        <Pins
          pins={props.pins}
          highlightedId={props.highlightedId}
          onHighlight={props.onHighlight}
          onPinSelect={props.onPinSelect}
          search={props.search}
        />
      </MapContainer>
    </div>
  );
}
