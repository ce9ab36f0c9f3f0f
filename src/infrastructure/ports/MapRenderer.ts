import type { ComponentType } from 'react';
import type { GeoPoint } from '../../domain/geo/GeoPoint';

/** A marker with a colour, a name (its title) and an optional popup opened by clicking it. */
export interface MapMarker {
  id: string;
  position: GeoPoint;
  /** CSS colour, e.g. '#EF4444'. */
  color: string;
  /** Accessible name of the marker. */
  label: string;
  /** Popup lines; the first is the heading. */
  popup?: readonly string[];
  /** 'pin' (default) marks a place; 'vehicle' a moving delivery vehicle. */
  icon?: 'pin' | 'vehicle';
}

/** A line through points (a delivery route). */
export interface MapRoute {
  points: readonly GeoPoint[];
  color: string;
  weight: number;
  opacity: number;
  dashed?: boolean;
}

export interface MapViewProps {
  /** The map follows changes of centre and zoom (after a search, a located position…). */
  center: GeoPoint;
  zoom: number;
  /** The chosen point, if any. */
  marker?: GeoPoint | null;
  /** 'pin' for the location picker, 'dot' (red) for the finder. */
  markerStyle?: 'pin' | 'dot';
  /** Further markers (tracking: restaurant, customer, vehicle). */
  markers?: readonly MapMarker[];
  routes?: readonly MapRoute[];
  /** Shows the zoom buttons (default true). */
  zoomControl?: boolean;
  /** A click on the map, already limited to ±85° latitude. */
  onMapClick?: (point: GeoPoint) => void;
  /** CSS height of the map. */
  height: number | string;
  /** Accessible name of the map region. */
  label: string;
  /** The map's own words, in the customer's language. */
  words: MapWords;
}

/** What a map says of itself: the UI words it (an adapter holds no UI words), in the customer's language. */
export interface MapWords {
  /** In the map's box while its code loads ('Loading map...'). */
  loading: string;
  /** In the map's box when the maps service could not load ('Maps API not loaded yet'). */
  notLoaded: string;
  /** The name of the chosen point's marker. */
  selectedMarker: string;
  /** The names of the zoom buttons. */
  zoomIn: string;
  zoomOut: string;
}

/**
 * Draws interactive maps. A React component port: each maps adapter (Google with a key, Leaflet without)
 * provides its own MapView, and the composition root binds the one the configuration asks for.
 */
export interface MapRenderer {
  readonly MapView: ComponentType<MapViewProps>;
}

export const MapRendererToken = Symbol.for('MapRenderer');
