import { injectable } from 'inversify';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import { LocationFailure } from '../../../domain/geo/LocationFailure';
import type { DeviceLocation } from '../../ports/DeviceLocation';

/** FEATURES F-discovery: high accuracy, 10-second timeout, 5-minute maximum age. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

/** navigator.geolocation, with its error codes mapped to the spec's reasons. */
@injectable()
export class BrowserDeviceLocation implements DeviceLocation {
  currentPosition(): Promise<GeoPoint> {
    return new Promise((resolve, reject) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        reject(new LocationFailure('unsupported'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => reject(new LocationFailure(reasonOf(error))),
        GEOLOCATION_OPTIONS,
      );
    });
  }
}

function reasonOf(error: GeolocationPositionError) {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'denied' as const;
    case error.POSITION_UNAVAILABLE:
      return 'unavailable' as const;
    case error.TIMEOUT:
      return 'timeout' as const;
    default:
      return 'unknown' as const;
  }
}
