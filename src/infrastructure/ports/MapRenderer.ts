import type { ComponentType } from 'react';
import type { GeoPoint } from '../../domain/geo/GeoPoint';

export interface MapViewProps {
  /** The map follows changes of centre and zoom (after a search, a located position…). */
  center: GeoPoint;
  zoom: number;
  /** The chosen point, if any. */
  marker?: GeoPoint | null;
  /** 'pin' for the location picker, 'dot' (red) for the finder. */
  markerStyle?: 'pin' | 'dot';
  /** A click on the map, already limited to ±85° latitude. */
  onMapClick?: (point: GeoPoint) => void;
  /** CSS height of the map. */
  height: number | string;
  /** Accessible name of the map region. */
  label: string;
}

/**
 * Draws interactive maps. A React component port: each maps adapter (Google with a key, Leaflet without)
 * provides its own MapView, and the composition root binds the one the configuration asks for.
 */
export interface MapRenderer {
  readonly MapView: ComponentType<MapViewProps>;
}

export const MapRendererToken = Symbol.for('MapRenderer');
