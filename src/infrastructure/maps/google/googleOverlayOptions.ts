/// <reference types="google.maps" />
import type { MapMarker, MapRoute } from '../../ports/MapRenderer';
import { PIN_ANCHOR, PIN_PATH } from '../markerShapes';

/** The parts of google.maps the overlay options need (a stand-in in tests). */
export type MapsShapes = Pick<typeof google.maps, 'Point' | 'SymbolPath'>;

const PIN_SCALE = 1.4;
const VEHICLE_SCALE = 11;

/** A route as polyline options; a dashed line is drawn with a repeated dash symbol (Google has no dash style). */
export function routeOptions(route: MapRoute): google.maps.PolylineOptions {
  const line = {
    path: route.points.map((point) => ({ lat: point.latitude, lng: point.longitude })),
    strokeColor: route.color,
    strokeWeight: route.weight,
    clickable: false,
  };
  if (!route.dashed) return { ...line, strokeOpacity: route.opacity };
  const dash: google.maps.Symbol = {
    path: 'M 0,-1 0,1',
    strokeOpacity: route.opacity,
    strokeColor: route.color,
    scale: route.weight,
  };
  return { ...line, strokeOpacity: 0, icons: [{ icon: dash, offset: '0', repeat: `${route.weight * 5}px` }] };
}

/** A marker's drawing: a coloured pin with a white edge, or a round badge for the vehicle. */
export function markerSymbol(marker: MapMarker, maps: MapsShapes): google.maps.Symbol {
  const paint = { fillColor: marker.color, fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 };
  if (marker.icon === 'vehicle') return { ...paint, path: maps.SymbolPath.CIRCLE, scale: VEHICLE_SCALE };
  return { ...paint, path: PIN_PATH, scale: PIN_SCALE, anchor: new maps.Point(PIN_ANCHOR.x, PIN_ANCHOR.y) };
}
