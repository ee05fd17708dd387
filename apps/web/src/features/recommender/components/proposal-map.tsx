import 'leaflet/dist/leaflet.css';
import type { RecommendedItem } from '@screenspot/contracts/recommendation';
import L from 'leaflet';
import { useEffect } from 'react';
import { Circle, MapContainer, Marker, Tooltip, useMap } from 'react-leaflet';
import { BasemapTiles } from '../../../components/ui/basemap-tiles';
import { ClickToPick, roundMarkIcon, type MapPoint } from '../../../components/ui/map-parts';
import styles from './proposal-map.module.css';
import { useTranslation } from 'react-i18next';

const centreIcon = roundMarkIcon(styles.centre, 20);

/** Frames the circle, or the proposal's screens when there are any. */
function Frame({
  point,
  radiusKm,
  items,
}: {
  point: MapPoint | null;
  radiusKm: number;
  items: RecommendedItem[];
}) {
  const map = useMap();
  const key = items.map((item) => item.ledId).join(',');
  useEffect(() => {
    const bounds = L.latLngBounds([]);
    for (const item of items) bounds.extend([item.latitude, item.longitude]);
    if (point) bounds.extend(L.latLng(point).toBounds(radiusKm * 2000));
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 });
    // Only when the circle or the proposal changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, point?.lat, point?.lng, radiusKm]);
  return null;
}

/** The chosen point and radius, and the proposal's screens numbered as in the list. */
export default function ProposalMap({
  point,
  radiusKm,
  items,
  onPick,
}: {
  point: MapPoint | null;
  radiusKm: number;
  items: RecommendedItem[];
  onPick?: (point: MapPoint) => void;
}) {
  const { t } = useTranslation('recommender');
  return (
    <div className={styles.map}>
      <MapContainer
        center={point ?? { lat: 25.2048, lng: 55.2708 }}
        zoom={11}
        scrollWheelZoom={false}
        className={styles.leaflet}
        aria-label={t('map.label')}
      >
        {/* Without a tile service the circle and pins still show. */}
        <BasemapTiles maxZoom={19} />
        <ClickToPick onPick={onPick} />
        <Frame point={point} radiusKm={radiusKm} items={items} />
        {point ? (
          <>
            <Circle
              center={point}
              radius={radiusKm * 1000}
              pathOptions={{ color: '#4f46e5', weight: 2, fillOpacity: 0.08 }}
            />
            <Marker position={point} icon={centreIcon} keyboard={false}>
              <Tooltip>{t('map.yourPoint')}</Tooltip>
            </Marker>
          </>
        ) : null}
        {items.map((item, index) => (
          <Marker
            key={item.ledId}
            position={{ lat: item.latitude, lng: item.longitude }}
            icon={roundMarkIcon(styles.pin, 28, index + 1)}
            title={item.billboardName}
          >
            <Tooltip>{item.billboardName}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
