import { AppError } from '../../../domain/errors/AppError';
import { type GeoPoint, isUsablePoint } from '../../../domain/geo/GeoPoint';
import { LOCATION_UNDETERMINED_TEXT } from '../../../domain/geo/LocationFailure';
import type { z } from 'zod/mini';
import type { IpGeolocationResponseSchema } from '../schemas/location';

/** The point an IP-geolocation answer gives; an answer without a usable point is a refusal. */
export function toIpLocation(response: z.output<typeof IpGeolocationResponseSchema>): GeoPoint {
  const point = { latitude: response.latitude ?? Number.NaN, longitude: response.longitude ?? Number.NaN };
  if (response.error || !isUsablePoint(point))
    throw new AppError('rejected', response.reason || LOCATION_UNDETERMINED_TEXT);
  return point;
}
