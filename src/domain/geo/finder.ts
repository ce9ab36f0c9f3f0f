import type { GeoPoint } from './GeoPoint';
import { coordinatesText } from './mapRules';

/** An address saved on the Address & Location Finder (page memory only; FEATURES F-address). */
export interface FinderSavedAddress {
  /** Time-based number. */
  id: number;
  address: string;
  coordinates: { lat: number; lng: number };
  /** Local date-time string. */
  timestamp: string;
}

export const FINDER_DEFAULT_LOCATION_TEXT = 'Default Location (Delhi)';
export const FINDER_CURRENT_LOCATION_TEXT = 'Current Location';
export const FINDER_CUSTOM_LOCATION_TEXT = 'Custom location';

/** Suggestions are requested only for text longer than 2 characters (FEATURES F-address). */
export const FINDER_SUGGESTION_MIN_LENGTH = 3;
export const wantsSuggestions = (text: string): boolean => text.trim().length >= FINDER_SUGGESTION_MIN_LENGTH;

/** Fallback text for a clicked point whose address is unknown: 'Custom location (lat, lng)', 6 decimals. */
export const customLocationText = (point: GeoPoint): string =>
  `${FINDER_CUSTOM_LOCATION_TEXT} (${coordinatesText(point)})`;

/** Save Address needs a location and non-blank address text. */
export const canSaveFinderAddress = (location: GeoPoint | null, text: string): boolean =>
  location !== null && text.trim() !== '';

/** A saved entry for `text` at `location`, stamped with `now` (its id is the time). */
export function finderEntry(text: string, location: GeoPoint, now: Date): FinderSavedAddress {
  return {
    id: now.getTime(),
    address: text.trim(),
    coordinates: { lat: location.latitude, lng: location.longitude },
    timestamp: now.toLocaleString(),
  };
}
