import { injectable } from 'inversify';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import type { Geocoder } from '../../ports/Geocoder';
import { addressOf, detailsOf } from './gazetteer';
import { nearestPlace, searchPlaces } from './gazetteerSearch';

export const SUGGESTION_LIMIT = 5;

const gazetteer = async () => (await import('./gazetteerPlaces')).GAZETTEER;

/**
 * The keyless geocoder: answers from the offline gazetteer of the demo cities, with no network at all.
 * Reverse geocoding finds the nearest known place; search and autocomplete match names, areas, cities and pincodes.
 */
@injectable()
export class GazetteerGeocoder implements Geocoder {
  async reverseGeocode(point: GeoPoint) {
    const place = nearestPlace(await gazetteer(), point);
    return place ? addressOf(place) : null;
  }

  async searchText(query: string) {
    const [best] = searchPlaces(await gazetteer(), query, 1);
    return best ? detailsOf(best) : null;
  }

  async autocomplete(input: string) {
    return searchPlaces(await gazetteer(), input, SUGGESTION_LIMIT).map((place) => ({
      placeId: place.placeId,
      mainText: place.name,
      secondaryText: `${place.kind === 'locality' ? '' : `${place.area}, `}${place.city}, ${place.state} ${place.pincode}`,
    }));
  }

  async placeDetails(placeId: string) {
    const place = (await gazetteer()).find((candidate) => candidate.placeId === placeId);
    if (!place) throw new Error('Location not found');
    return detailsOf(place);
  }
}
