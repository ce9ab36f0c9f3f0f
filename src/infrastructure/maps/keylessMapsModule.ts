import { ContainerModule } from 'inversify';
import { lazyPort } from '../di/lazyPort';
import { type Geocoder, GeocoderToken } from '../ports/Geocoder';
import { MapRendererToken } from '../ports/MapRenderer';
import { LeafletMapRenderer } from './keyless/LeafletMapRenderer';

/**
 * Maps without a Google key: Leaflet (offline base layer or configured OSM tiles) and the gazetteer geocoder. The
 * geocoder's code (its search and the places' schema) is downloaded with its first lookup, not at start-up.
 */
export const keylessMapsModule = new ContainerModule(({ bind }) => {
  bind(GeocoderToken).toConstantValue(
    lazyPort<Geocoder>(async () => new (await import('./keyless/GazetteerGeocoder')).GazetteerGeocoder()),
  );
  bind(MapRendererToken).to(LeafletMapRenderer).inSingletonScope();
});
