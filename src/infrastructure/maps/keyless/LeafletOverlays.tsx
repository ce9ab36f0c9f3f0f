import L from 'leaflet';
import { useState } from 'react';
import { Marker, Polyline, Popup, useMap, useMapEvents } from 'react-leaflet';
import type { MapMarker, MapRoute } from '../../ports/MapRenderer';
import {
  BADGE_GAP,
  type BadgePlacement,
  type BadgeSide,
  badgePlacement,
  PIN_ANCHOR,
  PIN_PATH,
  pinBox,
  SCOOTER_PATH,
} from '../markerShapes';
import { PopupLines } from '../PopupLines';

const PIN_SIZE = 32;
const VEHICLE_SIZE = 34;
const icons = new Map<string, L.DivIcon>();

function pinHtml(color: string) {
  return `<svg width="${PIN_SIZE}" height="${PIN_SIZE}" viewBox="0 0 24 24" aria-hidden="true"><path d="${PIN_PATH}" fill="${color}" stroke="#ffffff" stroke-width="1.5"/><circle cx="12" cy="9" r="3.5" fill="#ffffff"/></svg>`;
}

function vehicleHtml(color: string) {
  return `<svg width="${VEHICLE_SIZE}" height="${VEHICLE_SIZE}" viewBox="-4 -4 32 32" aria-hidden="true"><circle cx="12" cy="12" r="15" fill="${color}" stroke="#ffffff" stroke-width="2"/><path d="${SCOOTER_PATH}" fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** Where a badge's icon is fixed to its point (Leaflet's iconAnchor: that point inside the icon). */
function badgeAnchor({ side, gap }: BadgePlacement): L.PointTuple {
  const anchors: Record<BadgeSide, L.PointTuple> = {
    below: [VEHICLE_SIZE / 2, -gap],
    above: [VEHICLE_SIZE / 2, VEHICLE_SIZE + gap],
    right: [-gap, VEHICLE_SIZE / 2],
    left: [VEHICLE_SIZE + gap, VEHICLE_SIZE / 2],
  };
  return anchors[side];
}

const NO_PLACEMENT: BadgePlacement = { side: 'below', gap: BADGE_GAP };

/** One icon per colour, kind and placement, reused so a moving marker is not redrawn. */
function iconOf(marker: MapMarker, placement: BadgePlacement): L.DivIcon {
  const kind = marker.icon ?? 'pin';
  const key = kind === 'pin' ? `pin:${marker.color}` : `${kind}:${marker.color}:${placement.side}:${placement.gap}`;
  let icon = icons.get(key);
  if (!icon) {
    const scale = PIN_SIZE / 24;
    icon =
      kind === 'pin'
        ? L.divIcon({
            html: pinHtml(marker.color),
            className: 'rb-map-marker',
            iconSize: [PIN_SIZE, PIN_SIZE],
            iconAnchor: [PIN_ANCHOR.x * scale, PIN_ANCHOR.y * scale],
            popupAnchor: [0, -PIN_SIZE],
          })
        : // Beside its point, on a side where it covers no pin (badgePlacement), so every marker stays a whole
          // target of at least 24 px (WCAG 2.5.8).
          L.divIcon({
            html: vehicleHtml(marker.color),
            className: 'rb-map-marker',
            iconSize: [VEHICLE_SIZE, VEHICLE_SIZE],
            iconAnchor: badgeAnchor(placement),
            popupAnchor: [0, 0],
          });
    icons.set(key, icon);
  }
  return icon;
}

const latLng = (point: { latitude: number; longitude: number }): L.LatLngTuple => [point.latitude, point.longitude];

/** Routes (dashed or solid lines) and coloured markers with popups, inside a react-leaflet map. */
export function LeafletOverlays({
  markers = [],
  routes = [],
}: {
  markers?: readonly MapMarker[];
  routes?: readonly MapRoute[];
}) {
  const map = useMap();
  // A zoom moves the markers apart or together on screen: place the vehicle's badge again.
  const [, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const pixel = (marker: MapMarker) => map.latLngToContainerPoint(latLng(marker.position));
  const pins = markers.filter((marker) => (marker.icon ?? 'pin') === 'pin').map((pin) => pinBox(pixel(pin), PIN_SIZE));
  const placementOf = (marker: MapMarker) =>
    marker.icon === 'vehicle' ? badgePlacement(pixel(marker), VEHICLE_SIZE, pins) : NO_PLACEMENT;
  return (
    <>
      {routes.map((route, index) => (
        <Polyline
          key={index}
          positions={route.points.map(latLng)}
          pathOptions={{
            color: route.color,
            weight: route.weight,
            opacity: route.opacity,
            dashArray: route.dashed ? '10 10' : undefined,
          }}
        />
      ))}
      {markers.map((marker) => (
        <Marker
          key={marker.id}
          position={latLng(marker.position)}
          icon={iconOf(marker, placementOf(marker))}
          title={marker.label}
          zIndexOffset={marker.icon === 'vehicle' ? 1000 : 0}
        >
          {marker.popup && marker.popup.length > 0 && (
            <Popup>
              <PopupLines lines={marker.popup} />
            </Popup>
          )}
        </Marker>
      ))}
    </>
  );
}
