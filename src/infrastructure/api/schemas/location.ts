import { z } from 'zod';
import { numeric } from './common';

/** get-ip answers the client's IP as plain text. */
export const ClientIpSchema = z.string().trim().pipe(z.union([z.ipv4(), z.ipv6()]));

/**
 * The IP-geolocation service's answer: we read latitude and longitude (spec §7). Services of this kind
 * answer `error: true` with a reason, on HTTP 200, for addresses they cannot place.
 */
export const IpGeolocationResponseSchema = z.object({
  latitude: numeric.nullish(),
  longitude: numeric.nullish(),
  error: z.boolean().optional(),
  reason: z.string().optional(),
  city: z.string().nullish(),
});
export type IpGeolocationResponse = z.input<typeof IpGeolocationResponseSchema>;
