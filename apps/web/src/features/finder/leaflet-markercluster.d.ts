// The part of Leaflet.markercluster the finder map uses; the plugin ships no types of its own.
import 'leaflet';

declare module 'leaflet' {
  interface MarkerClusterGroupOptions extends LayerOptions {
    chunkedLoading?: boolean;
    maxClusterRadius?: number;
    showCoverageOnHover?: boolean;
    spiderfyOnMaxZoom?: boolean;
    iconCreateFunction?: (cluster: MarkerCluster) => Icon | DivIcon;
  }

  class MarkerCluster extends Marker {
    getChildCount(): number;
  }

  class MarkerClusterGroup extends FeatureGroup {
    constructor(options?: MarkerClusterGroupOptions);
    /** The marker itself when shown, else the cluster it is drawn in. */
    getVisibleParent(marker: Marker): Marker | null;
    zoomToShowLayer(layer: Marker, callback?: () => void): void;
  }
}
