import { useRef, useState, type ReactNode } from 'react';
import { TileLayer } from 'react-leaflet';

const tileUrl = 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png';
const attribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors &copy; <a href="https://carto.com/attributions">CARTO</a>';
// Tiles that keep failing with none loaded mean no tile service (offline, blocked): stop asking.
const failuresBeforeGivingUp = 6;

/**
 * A map's light basemap tiles. When they cannot load, the layer is dropped (`unavailable` shows
 * in its place) and whatever is drawn on the map stays usable.
 */
export function BasemapTiles({
  maxZoom,
  unavailable = null,
}: {
  maxZoom: number;
  unavailable?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const tally = useRef({ loaded: 0, failed: 0 });
  if (failed) return unavailable;
  return (
    <TileLayer
      url={tileUrl}
      attribution={attribution}
      subdomains="abcd"
      maxZoom={maxZoom}
      eventHandlers={{
        tileload: () => {
          tally.current.loaded += 1;
        },
        tileerror: () => {
          tally.current.failed += 1;
          if (tally.current.loaded === 0 && tally.current.failed >= failuresBeforeGivingUp) {
            setFailed(true);
          }
        },
      }}
    />
  );
}
