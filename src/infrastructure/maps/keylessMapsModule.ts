import { ContainerModule } from 'inversify';
import { GeocoderToken } from '../ports/Geocoder';
import { MapRendererToken } from '../ports/MapRenderer';
import { GazetteerGeocoder } from './keyless/GazetteerGeocoder';
import { LeafletMapRenderer } from './keyless/LeafletMapRenderer';

/** Maps without a Google key: Leaflet (offline base layer or configured OSM tiles) and the gazetteer geocoder. */
export const keylessMapsModule = new ContainerModule(({ bind }) => {
  bind(GeocoderToken).to(GazetteerGeocoder).inSingletonScope();
  bind(MapRendererToken).to(LeafletMapRenderer).inSingletonScope();
});
