import { ContainerModule } from 'inversify';
import { GeocoderToken } from '../ports/Geocoder';
import { MapRendererToken } from '../ports/MapRenderer';
import { GoogleGeocoder } from './google/GoogleGeocoder';
import { GoogleMapRenderer } from './google/GoogleMapRenderer';
import { GoogleMapsScript } from './google/GoogleMapsScript';

/** Maps with a Google key: the Maps JavaScript API with the places library, loaded on first use. */
export const googleMapsModule = new ContainerModule(({ bind }) => {
  bind(GoogleMapsScript).toSelf().inSingletonScope();
  bind(GeocoderToken).to(GoogleGeocoder).inSingletonScope();
  bind(MapRendererToken).to(GoogleMapRenderer).inSingletonScope();
});
