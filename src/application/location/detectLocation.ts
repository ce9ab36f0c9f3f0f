import type { GeoPoint } from '../../domain/geo/GeoPoint';
import type { ClientIpApi } from '../../infrastructure/ports/ClientIpApi';
import type { DeviceLocation } from '../../infrastructure/ports/DeviceLocation';
import type { IpGeolocation } from '../../infrastructure/ports/IpGeolocation';

export type DetectedBy = 'device' | 'ip';

export interface DetectedLocation {
  point: GeoPoint;
  by: DetectedBy;
}

export interface LocationSources {
  device: DeviceLocation;
  clientIp: ClientIpApi;
  ipGeolocation: IpGeolocation;
}

/**
 * Where the customer is (FEATURES F-discovery): the device's geolocation first, then the IP fallback (get-ip, then the
 * IP-geolocation lookup). Resolves null when neither can tell; every failure is logged.
 */
export async function detectLocation({
  device,
  clientIp,
  ipGeolocation,
}: LocationSources): Promise<DetectedLocation | null> {
  try {
    return { point: await device.currentPosition(), by: 'device' };
  } catch (error) {
    console.info('Device location unavailable, trying the IP fallback', error);
  }
  try {
    const ip = await clientIp.currentIp();
    return { point: await ipGeolocation.locate(ip), by: 'ip' };
  } catch (error) {
    console.warn('The IP fallback could not place the customer', error);
    return null;
  }
}
