import type { GeoPoint } from './GeoPoint';

/**
 * What names a finder location whose address is not known, for the UI to word: Delhi when the device cannot tell
 * ('Default Location (Delhi)'), the device's spot ('Current Location') or a point clicked on the map ('Custom location'
 * with its coordinates).
 */
export type FinderFallback = 'default' | 'current' | 'custom';

/** An address saved on the Address & Location Finder (page memory only; FEATURES F-address). */
export interface FinderSavedAddress {
  /** Time-based number. */
  id: number;
  /** The address text; blank when the place is named by its fallback. */
  address: string;
  fallback: FinderFallback | null;
  coordinates: { lat: number; lng: number };
  /** When it was saved (ISO), shown in India Standard Time. */
  savedAt: string;
}

/** Suggestions are requested only for text longer than 2 characters (FEATURES F-address). */
export const FINDER_SUGGESTION_MIN_LENGTH = 3;
export const wantsSuggestions = (text: string): boolean => text.trim().length >= FINDER_SUGGESTION_MIN_LENGTH;

/** Save Address needs a location and a name for it: non-blank address text, or the fallback that names it. */
export const canSaveFinderAddress = (
  location: GeoPoint | null,
  text: string,
  fallback: FinderFallback | null = null,
): boolean => location !== null && (text.trim() !== '' || fallback !== null);

/** A saved entry for `text` (or its fallback) at `location`, stamped with `now` (its id is the time). */
export function finderEntry(
  text: string,
  fallback: FinderFallback | null,
  location: GeoPoint,
  now: Date,
): FinderSavedAddress {
  const address = text.trim();
  return {
    id: now.getTime(),
    address,
    fallback: address ? null : fallback,
    coordinates: { lat: location.latitude, lng: location.longitude },
    savedAt: now.toISOString(),
  };
}
