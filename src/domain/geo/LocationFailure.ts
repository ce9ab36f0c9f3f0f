/** Why the device could not tell where it is (FEATURES F-address: maps messages). */
export type LocationFailureReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'unknown';

/** When neither the device nor the IP lookup can place the customer (FEATURES F-discovery). */
export const LOCATION_UNDETERMINED_TEXT = 'Unable to determine location';

/** The device's refusal; the customer is told its `reason`, worded by the UI. */
export class LocationFailure extends Error {
  constructor(readonly reason: LocationFailureReason) {
    super(`The device could not tell its location: ${reason}`);
    this.name = 'LocationFailure';
  }
}
