/// <reference types="google.maps" />
import { inject, injectable } from 'inversify';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import { MapsNotLoaded } from '../../../domain/geo/mapRules';
import type { Geocoder } from '../../ports/Geocoder';
import { GoogleMapsScript } from './GoogleMapsScript';
import { placeAddressOf, placeDetailsOf } from './googlePlaceMapping';

const PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'addressComponents'];
const INDIA = 'in';

/** Geocoding, text search, autocomplete (India only) and place details through the Google Maps JavaScript API. */
@injectable()
export class GoogleGeocoder implements Geocoder {
  constructor(@inject(GoogleMapsScript) private readonly script: Pick<GoogleMapsScript, 'load'>) {}

  async reverseGeocode(point: GeoPoint) {
    const maps = await this.maps();
    const { results } = await new maps.Geocoder().geocode({
      location: { lat: point.latitude, lng: point.longitude },
      language: 'en',
    });
    const first = results[0];
    return first ? placeAddressOf(first.formatted_address, first.place_id, first.address_components) : null;
  }

  async searchText(query: string) {
    const maps = await this.maps();
    const { places } = await maps.places.Place.searchByText({
      textQuery: query,
      fields: PLACE_FIELDS,
      region: INDIA,
      language: 'en',
      maxResultCount: 1,
    });
    const first = places[0];
    return first ? placeDetailsOf(first) : null;
  }

  async autocomplete(input: string) {
    const maps = await this.maps();
    const { suggestions } = await maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      includedRegionCodes: [INDIA],
      language: 'en',
    });
    return suggestions.flatMap(({ placePrediction: prediction }) =>
      prediction
        ? [
            {
              placeId: prediction.placeId,
              mainText: prediction.mainText?.text ?? prediction.text.text,
              secondaryText: prediction.secondaryText?.text ?? '',
            },
          ]
        : [],
    );
  }

  async placeDetails(placeId: string) {
    const maps = await this.maps();
    const place = new maps.places.Place({ id: placeId, requestedLanguage: 'en' });
    await place.fetchFields({ fields: PLACE_FIELDS });
    return placeDetailsOf(place);
  }

  private async maps(): Promise<typeof google.maps> {
    try {
      return (await this.script.load()).maps;
    } catch (error) {
      throw error instanceof MapsNotLoaded ? error : new MapsNotLoaded(error);
    }
  }
}
