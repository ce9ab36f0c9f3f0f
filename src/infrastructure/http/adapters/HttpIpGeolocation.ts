import { inject, injectable } from 'inversify';
import { AppError } from '../../../domain/errors/AppError';
import { errorFromResponse } from '../../../domain/errors/errorFromResponse';
import { MALFORMED_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from '../../../domain/errors/errorText';
import { LOCATION_UNDETERMINED_TEXT } from '../../../domain/geo/LocationFailure';
import { ipGeolocationUrlFor } from '../../api/ipGeolocation';
import { toIpLocation } from '../../api/mappers/locationMappers';
import { IpGeolocationResponseSchema } from '../../api/schemas/location';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import type { IpGeolocation } from '../../ports/IpGeolocation';

const LOOKUP_TIMEOUT_MS = 10_000;

/**
 * The configured third-party IP-geolocation service (AppConfig.ipGeolocationUrl). It is not the user API,
 * so it goes straight to fetch: no bearer token is ever sent to a third party.
 */
@injectable()
export class HttpIpGeolocation implements IpGeolocation {
  constructor(@inject(AppConfigToken) private readonly config: AppConfig) {}

  async locate(ip: string) {
    if (!this.config.ipGeolocationUrl) throw new AppError('rejected', LOCATION_UNDETERMINED_TEXT);
    let response: Response;
    try {
      response = await fetch(ipGeolocationUrlFor(this.config.ipGeolocationUrl, ip), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
    } catch (cause) {
      console.error('The IP-geolocation lookup failed before an answer', cause);
      throw new AppError('network', NETWORK_ERROR_TEXT);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw errorFromResponse(response.status, body);
    const parsed = IpGeolocationResponseSchema.safeParse(body);
    if (!parsed.success) throw new AppError('malformed', MALFORMED_RESPONSE_TEXT, response.status);
    return toIpLocation(parsed.data);
  }
}
