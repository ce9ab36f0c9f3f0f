import 'leaflet/dist/leaflet.css';
import './leafletAttribution.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAX_LATITUDE, normalizePoint } from '../../../domain/geo/mapRules';
import type { MapViewProps } from '../../ports/MapRenderer';
import { LeafletOverlays } from './LeafletOverlays';
import { OfflineBaseLayer } from './OfflineBaseLayer';

/** Marker images bundled with the app: Leaflet's default icon URLs break under bundlers and CDNs are offline. */
const PIN_ICON = new L.Icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});
const WORLD: L.LatLngBoundsExpression = [
  [-MAX_LATITUDE, -180],
  [MAX_LATITUDE, 180],
];
const RED_DOT = { color: '#ffffff', weight: 2, fillColor: '#EF4444', fillOpacity: 1 };

const latLng = (point: GeoPoint): L.LatLngTuple => [point.latitude, point.longitude];

/** Keeps the map on the centre and zoom it is given (react-leaflet only reads them once). */
function FollowView({ center, zoom }: { center: GeoPoint; zoom: number }) {
  const map = useMap();
  const { latitude, longitude } = center;
  useEffect(() => {
    map.setView([latitude, longitude], zoom);
  }, [map, latitude, longitude, zoom]);
  return null;
}

function ClickListener({ onMapClick }: { onMapClick?: (point: GeoPoint) => void }) {
  useMapEvents({
    click: (event) => onMapClick?.(normalizePoint({ latitude: event.latlng.lat, longitude: event.latlng.lng })),
  });
  return null;
}

/**
 * The keyless map: Leaflet with OpenStreetMap tiles when a tile URL is configured, else the offline base
 * layer drawn from the gazetteer. Makes no network request of its own.
 */
export default function LeafletMapView(props: MapViewProps & { tilesUrl: string }) {
  const {
    center,
    zoom,
    marker,
    markerStyle = 'pin',
    onMapClick,
    height,
    label,
    tilesUrl,
    markers,
    routes,
    zoomControl = true,
    words,
  } = props;
  return (
    <div role="region" aria-label={label} data-testid="map" style={{ height, width: '100%' }}>
      <MapContainer
        center={latLng(center)}
        zoom={zoom}
        minZoom={MAP_MIN_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        maxBounds={WORLD}
        maxBoundsViscosity={1}
        zoomControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        {tilesUrl ? (
          <TileLayer
            url={tilesUrl}
            maxZoom={MAP_MAX_ZOOM}
            maxNativeZoom={19}
            attribution="&copy; OpenStreetMap contributors"
          />
        ) : (
          <OfflineBaseLayer />
        )}
        {/* Leaflet reads a control's and a marker's words once: new words (another language) draw them again. */}
        {zoomControl && (
          <ZoomControl
            key={`${words.zoomIn}|${words.zoomOut}`}
            zoomInTitle={words.zoomIn}
            zoomOutTitle={words.zoomOut}
          />
        )}
        <FollowView center={center} zoom={zoom} />
        <ClickListener onMapClick={onMapClick} />
        <LeafletOverlays markers={markers} routes={routes} />
        {marker &&
          (markerStyle === 'dot' ? (
            <CircleMarker center={latLng(marker)} radius={8} pathOptions={RED_DOT} />
          ) : (
            <Marker
              key={words.selectedMarker}
              position={latLng(marker)}
              icon={PIN_ICON}
              alt={words.selectedMarker}
              keyboard={false}
            />
          ))}
      </MapContainer>
    </div>
  );
}
