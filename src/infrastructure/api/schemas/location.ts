import { z } from 'zod/mini';
import { numeric } from './common';

/** get-ip answers the client's IP as plain text. */
export const ClientIpSchema = z.pipe(z.string().check(z.trim()), z.union([z.ipv4(), z.ipv6()]));

/**
 * The IP-geolocation service's answer: we read latitude and longitude (FEATURES F-discovery). Services of this kind
 * answer `error: true` with a reason, on HTTP 200, for addresses they cannot place.
 */
export const IpGeolocationResponseSchema = z.object({
  latitude: z.nullish(numeric),
  longitude: z.nullish(numeric),
  error: z.optional(z.boolean()),
  reason: z.optional(z.string()),
  city: z.nullish(z.string()),
});
export type IpGeolocationResponse = z.input<typeof IpGeolocationResponseSchema>;
