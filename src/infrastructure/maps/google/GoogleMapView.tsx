/// <reference types="google.maps" />
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useEffect, useMemo, useState } from 'react';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAX_LATITUDE, normalizePoint } from '../../../domain/geo/mapRules';
import type { MapViewProps } from '../../ports/MapRenderer';
import { MapLoading } from '../MapLoading';
import type { GoogleMapsScript } from './GoogleMapsScript';
import { GoogleOverlays } from './GoogleOverlays';

const MAP_OPTIONS: google.maps.MapOptions = {
  minZoom: MAP_MIN_ZOOM,
  maxZoom: MAP_MAX_ZOOM,
  restriction: {
    latLngBounds: { north: MAX_LATITUDE, south: -MAX_LATITUDE, west: -180, east: 180 },
    strictBounds: true,
  },
  styles: [{ featureType: 'poi', elementType: 'labels', stylers: [{ visibility: 'off' }] }],
  clickableIcons: false,
  streetViewControl: false,
  mapTypeControl: false,
};

type ScriptStatus = 'loading' | 'ready' | 'failed' | 'auth-failure';

function useScriptStatus(script: GoogleMapsScript): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>(script.hasAuthFailed ? 'auth-failure' : 'loading');
  useEffect(() => {
    let live = true;
    const stop = script.onAuthFailure(() => setStatus('auth-failure'));
    script.load().then(
      () => live && setStatus((current) => (current === 'auth-failure' ? current : 'ready')),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      stop();
    };
  }, [script]);
  return status;
}

/** Shown when Google refuses the configured key. */
function AuthFailurePanel({ height }: { height: number | string }) {
  return (
    <div
      role="alert"
      style={{
        height,
        display: 'grid',
        placeContent: 'center',
        gap: 8,
        padding: 16,
        textAlign: 'center',
        background: '#fef2f2',
        color: '#991b1b',
        font: '14px system-ui, sans-serif',
      }}
    >
      <strong style={{ fontSize: 18 }}>Error: AuthFailure</strong>
      <span>
        Google Maps refused the API key. Check that the key is valid, that billing is enabled and that this site may use
        it.
      </span>
    </div>
  );
}

/** The map through Google Maps (used when a key is configured). Point-of-interest labels are hidden. */
export default function GoogleMapView(props: MapViewProps & { script: GoogleMapsScript }) {
  const {
    script,
    center,
    zoom,
    marker,
    markerStyle = 'pin',
    onMapClick,
    height,
    label,
    markers,
    routes,
    zoomControl = true,
    words,
  } = props;
  const status = useScriptStatus(script);
  const options = useMemo(() => ({ ...MAP_OPTIONS, zoomControl }), [zoomControl]);
  if (status === 'auth-failure') return <AuthFailurePanel height={height} />;
  if (status !== 'ready')
    return <MapLoading height={height} text={status === 'failed' ? words.notLoaded : words.loading} />;
  const dot: google.maps.Symbol = {
    path: google.maps.SymbolPath.CIRCLE,
    scale: 8,
    fillColor: '#EF4444',
    fillOpacity: 1,
    strokeColor: '#ffffff',
    strokeWeight: 2,
  };
  return (
    <div role="region" aria-label={label} data-testid="map" style={{ height, width: '100%' }}>
      <GoogleMap
        mapContainerStyle={{ height: '100%', width: '100%' }}
        center={{ lat: center.latitude, lng: center.longitude }}
        zoom={zoom}
        options={options}
        onClick={(event) =>
          event.latLng && onMapClick?.(normalizePoint({ latitude: event.latLng.lat(), longitude: event.latLng.lng() }))
        }
      >
        <GoogleOverlays markers={markers} routes={routes} />
        {marker && (
          <MarkerF
            position={{ lat: marker.latitude, lng: marker.longitude }}
            icon={markerStyle === 'dot' ? dot : undefined}
            title={words.selectedMarker}
          />
        )}
      </GoogleMap>
    </div>
  );
}
