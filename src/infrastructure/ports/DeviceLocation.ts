import type { GeoPoint } from '../../domain/geo/GeoPoint';

/**
 * The device's own position (browser geolocation: high accuracy, 10 s timeout, 5-minute maximum age).
 * Rejects with a LocationFailure saying why.
 */
export interface DeviceLocation {
  currentPosition(): Promise<GeoPoint>;
}

export const DeviceLocationToken = Symbol.for('DeviceLocation');
