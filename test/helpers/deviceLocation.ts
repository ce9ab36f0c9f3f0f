import type { GeoPoint } from '../../src/domain/geo/GeoPoint';
import { LocationFailure, type LocationFailureReason } from '../../src/domain/geo/LocationFailure';
import type { DeviceLocation } from '../../src/infrastructure/ports/DeviceLocation';

/** A device that is at `point`, or that fails for `reason`. */
export function deviceAt(point: GeoPoint): DeviceLocation {
  return { currentPosition: async () => point };
}

export function deviceFailing(reason: LocationFailureReason): DeviceLocation {
  return { currentPosition: async () => Promise.reject(new LocationFailure(reason)) };
}
