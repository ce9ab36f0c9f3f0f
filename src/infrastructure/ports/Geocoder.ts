import type { GeoPoint } from '../../domain/geo/GeoPoint';
import type { PlaceAddress, PlaceDetails, PlaceSuggestion } from '../../domain/geo/Place';

/**
 * Places and addresses (FEATURES F-address: browser-side calls): reverse geocoding, text search, autocomplete
 * restricted to India, place details. Methods reject with MapsNotLoaded when the maps service is unavailable
 * and with another Error when a lookup fails.
 */
export interface Geocoder {
  /** The address at a point, or null when nothing is known there. */
  reverseGeocode(point: GeoPoint): Promise<PlaceAddress | null>;
  /** The best match for free text, or null. */
  searchText(query: string): Promise<PlaceDetails | null>;
  /** Suggestions (main and secondary text) for what the customer is typing, in India only. */
  autocomplete(input: string): Promise<PlaceSuggestion[]>;
  /** Name, formatted address and location of a suggested place. */
  placeDetails(placeId: string): Promise<PlaceDetails>;
}

export const GeocoderToken = Symbol.for('Geocoder');
