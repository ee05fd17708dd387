import L from 'leaflet';
import styles from './screen-map.module.css';

// A drawn pin (Leaflet's image markers lose their files under a bundler): a drop with a screen in it.
const pinSvg = `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">
<path d="M16 41S3 27.6 3 16a13 13 0 0 1 26 0c0 11.6-13 25-13 25z" fill="currentColor" stroke="#fff" stroke-width="2.5"/>
<rect x="9" y="10" width="14" height="9.5" rx="1.5" fill="#fff"/>
<path d="M16 19.5v3.5M12.5 23h7" stroke="#fff" stroke-width="2" stroke-linecap="round"/>
</svg>`;

function pin(active: boolean): L.DivIcon {
  return L.divIcon({
    html: pinSvg,
    className: active ? `${styles.pin} ${styles.pinActive}` : styles.pin,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
    popupAnchor: [0, -38],
  });
}

export const pinIcon = pin(false);
export const activePinIcon = pin(true);

const clusterIcons = new Map<string, L.DivIcon>();

/**
 * A round badge with the number of screens it holds, larger as it holds more; lit when it holds
 * the highlighted screen. The count's words are the marker's title.
 */
export function clusterIcon(count: number, label: string, active: boolean): L.DivIcon {
  const key = `${label}|${active}`;
  let icon = clusterIcons.get(key);
  if (!icon) {
    const size = count < 10 ? 36 : count < 100 ? 44 : 52;
    icon = L.divIcon({
      html: `<span>${label}</span>`,
      className: active ? `${styles.cluster} ${styles.clusterActive}` : styles.cluster,
      iconSize: [size, size],
    });
    if (clusterIcons.size > 500) clusterIcons.clear();
    clusterIcons.set(key, icon);
  }
  return icon;
}
