import { expect, it } from 'vitest';
import { GazetteerGeocoder } from '../maps/keyless/GazetteerGeocoder';
import { LeafletMapRenderer } from '../maps/keyless/LeafletMapRenderer';
import { GoogleGeocoder } from '../maps/google/GoogleGeocoder';
import { GoogleMapRenderer } from '../maps/google/GoogleMapRenderer';
import { type Geocoder, GeocoderToken } from '../ports/Geocoder';
import { MapRendererToken } from '../ports/MapRenderer';
import { createHarness } from '../../../test/helpers/adapterSets';

it('wires the keyless maps (Leaflet and the offline gazetteer) when no Google key is configured', async () => {
  const { container } = await createHarness('fake');
  // The geocoder's code is downloaded with its first lookup: it answers as the gazetteer does.
  const point = { latitude: 28.6318, longitude: 77.2169 };
  const answer = await container.get<Geocoder>(GeocoderToken).reverseGeocode(point);
  expect(answer).not.toBeNull();
  expect(answer).toEqual(await new GazetteerGeocoder().reverseGeocode(point));
  expect(container.get(MapRendererToken)).toBeInstanceOf(LeafletMapRenderer);
});

it('wires Google Maps when a key is configured, without loading the script until a map is used', async () => {
  const { container } = await createHarness('http', { config: { googleMapsKey: 'test-key' } });
  expect(container.get(GeocoderToken)).toBeInstanceOf(GoogleGeocoder);
  expect(container.get(MapRendererToken)).toBeInstanceOf(GoogleMapRenderer);
});
