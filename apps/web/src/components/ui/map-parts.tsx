import L from 'leaflet';
import { useMapEvents } from 'react-leaflet';

/** A place on a map, as Leaflet gives it. */
export type MapPoint = { lat: number; lng: number };

/** A round mark drawn by `className`, `size` px across and centred on its place; `text` inside. */
export function roundMarkIcon(
  className: string,
  size: number,
  text: string | number = '',
): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<div class="${className}">${text}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Hands the clicked place of the map it stands in to `onPick`. */
export function ClickToPick({ onPick }: { onPick?: (point: MapPoint) => void }) {
  useMapEvents({ click: (event) => onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}
