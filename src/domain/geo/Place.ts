import type { GeoPoint } from './GeoPoint';

/** What a geocoder knows about a place (FEATURES F-address: Picked location address). */
export interface PlaceAddress {
  formattedAddress: string;
  placeId: string;
  area: string;
  city: string;
  pincode: string;
  state: string;
  country: string;
}

/**
 * A point chosen on the map with its address: the map selection result (FEATURES F-address) and the picked
 * location (FEATURES F-address) in one.
 */
export interface PickedLocation extends GeoPoint {
  placeId: string;
  address: PlaceAddress;
}

/** One autocomplete suggestion: main text (the place) and secondary text (where it is). */
export interface PlaceSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
}

/** A place found by text search or fetched by id: name, formatted address and location. */
export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  location: GeoPoint;
  address: PlaceAddress;
}

/** The text shown for a place: its formatted address, led by its name when the address does not start with it. */
export function placeLabel(place: Pick<PlaceDetails, 'name' | 'formattedAddress'>): string {
  if (!place.name || place.formattedAddress.toLowerCase().startsWith(place.name.toLowerCase()))
    return place.formattedAddress;
  return `${place.name}, ${place.formattedAddress}`;
}
