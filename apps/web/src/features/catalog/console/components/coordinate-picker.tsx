import 'leaflet/dist/leaflet.css';
import { limits } from '@screenspot/contracts/limits';
import type L from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { ClickToPick, roundMarkIcon, type MapPoint } from '../../../../components/ui/map-parts';
import styles from './screens.module.css';

const pin = roundMarkIcon(styles.pin, 18);

/** Keeps the typed coordinates in view. */
function Follow({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains(point)) map.panTo(point);
  }, [map, point]);
  return null;
}

/** A map to place the screen: click anywhere or drag the pin; the fields beside it stay in sync. */
export default function CoordinatePicker({
  value,
  onPick,
}: {
  value: MapPoint | null;
  onPick: (point: MapPoint) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.map}>
      <MapContainer
        center={value ?? limits.mapCenter}
        zoom={value ? 13 : 10}
        style={{ height: '100%', width: '100%' }}
        aria-label={t('map.label')}
      >
        <TileLayer
          url="https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> &copy; <a href="https://carto.com/attributions">CARTO</a>'
        />
        <ClickToPick onPick={onPick} />
        <Follow point={value} />
        {value ? (
          <Marker
            position={value}
            icon={pin}
            title={t('map.pin')}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onPick({ lat, lng });
              },
            }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
