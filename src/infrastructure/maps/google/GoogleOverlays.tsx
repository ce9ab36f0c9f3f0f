/// <reference types="google.maps" />
import { InfoWindowF, MarkerF, PolylineF } from '@react-google-maps/api';
import { useState } from 'react';
import type { MapMarker, MapRoute } from '../../ports/MapRenderer';
import { PopupLines } from '../PopupLines';
import { markerSymbol, routeOptions } from './googleOverlayOptions';

/** Routes and coloured markers whose popup (an info window) opens on a click, inside a GoogleMap. */
export function GoogleOverlays({
  markers = [],
  routes = [],
}: {
  markers?: readonly MapMarker[];
  routes?: readonly MapRoute[];
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      {routes.map((route, index) => (
        <PolylineF key={index} options={routeOptions(route)} />
      ))}
      {markers.map((marker) => (
        <MarkerF
          key={marker.id}
          position={{ lat: marker.position.latitude, lng: marker.position.longitude }}
          icon={markerSymbol(marker, google.maps)}
          title={marker.label}
          zIndex={marker.icon === 'vehicle' ? 1000 : undefined}
          onClick={() => setOpenId(marker.popup?.length ? marker.id : null)}
        >
          {openId === marker.id && marker.popup && (
            <InfoWindowF onCloseClick={() => setOpenId(null)}>
              <PopupLines lines={marker.popup} />
            </InfoWindowF>
          )}
        </MarkerF>
      ))}
    </>
  );
}
