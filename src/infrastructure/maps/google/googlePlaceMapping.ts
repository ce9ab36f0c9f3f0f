import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import type { PlaceAddress, PlaceDetails } from '../../../domain/geo/Place';

/** An address component as the Geocoder (long_name) or the Places API (longText) returns it. */
export interface AddressComponentLike {
  types: string[];
  long_name?: string;
  longText?: string | null;
}

const firstOfType = (components: readonly AddressComponentLike[], ...types: string[]): string => {
  for (const type of types) {
    const match = components.find((component) => component.types.includes(type));
    const text = match?.longText ?? match?.long_name;
    if (text) return text;
  }
  return '';
};

/** Area, city, state, pincode and country from Google's address components. */
export function placeAddressOf(
  formattedAddress: string,
  placeId: string,
  components: readonly AddressComponentLike[],
): PlaceAddress {
  return {
    formattedAddress,
    placeId,
    area: firstOfType(components, 'sublocality_level_1', 'sublocality', 'neighborhood', 'locality'),
    city: firstOfType(components, 'locality', 'administrative_area_level_3', 'administrative_area_level_2'),
    state: firstOfType(components, 'administrative_area_level_1'),
    pincode: firstOfType(components, 'postal_code'),
    country: firstOfType(components, 'country'),
  };
}

/** The fields read from a Places API place (FEATURES F-address: displayName, formattedAddress, location). */
export interface PlaceLike {
  id: string;
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: { lat(): number; lng(): number } | null;
  addressComponents?: AddressComponentLike[] | null;
}

export function placeDetailsOf(place: PlaceLike): PlaceDetails {
  if (!place.location) throw new Error('The place has no location');
  const location: GeoPoint = { latitude: place.location.lat(), longitude: place.location.lng() };
  const formattedAddress = place.formattedAddress ?? place.displayName ?? '';
  return {
    placeId: place.id,
    name: place.displayName ?? '',
    formattedAddress,
    location,
    address: placeAddressOf(formattedAddress, place.id, place.addressComponents ?? []),
  };
}
