import 'leaflet/dist/leaflet.css';
import { limits } from '@screenspot/contracts/limits';
import L from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import styles from './screens.module.css';

type Point = { lat: number; lng: number };

const pin = L.divIcon({
  className: '',
  html: `<div class="${styles.pin}"></div>`,
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

function ClickToPlace({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Keeps the typed coordinates in view. */
function Follow({ point }: { point: Point | null }) {
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
  value: Point | null;
  onPick: (point: Point) => void;
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
        <ClickToPlace onPick={onPick} />
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
