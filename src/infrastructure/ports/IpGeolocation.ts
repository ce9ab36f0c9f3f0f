import type { GeoPoint } from '../../domain/geo/GeoPoint';

/**
 * The third-party IP-geolocation lookup (FEATURES F-discovery): the approximate position of an IP address, used when
 * the device cannot tell where it is. Rejects with an AppError when the address cannot be placed.
 */
export interface IpGeolocation {
  locate(ip: string): Promise<GeoPoint>;
}

export const IpGeolocationToken = Symbol.for('IpGeolocation');
