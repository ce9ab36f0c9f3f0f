/** Why the device could not tell where it is (FEATURES F-address: maps messages). */
export type LocationFailureReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'unknown';

export const LOCATION_FAILURE_TEXT: Record<LocationFailureReason, string> = {
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  unsupported: 'Geolocation is not supported by this browser',
  unknown: 'An unknown error occurred while getting location.',
};

/** When neither the device nor the IP lookup can place the customer (FEATURES F-discovery). */
export const LOCATION_UNDETERMINED_TEXT = 'Unable to determine location';

export class LocationFailure extends Error {
  constructor(readonly reason: LocationFailureReason) {
    super(LOCATION_FAILURE_TEXT[reason]);
    this.name = 'LocationFailure';
  }
}
