import { z } from 'zod/mini';
import { demoIpGeolocationUrl } from '../api/paths';
import type { AppConfig } from '../ports/AppConfig';

const text = z._default(z.optional(z.string().check(z.trim())), '');
const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

const EnvSchema = z.object({
  VITE_BACKEND: z._default(z.catch(z.enum(['fake', 'http']), 'fake'), 'fake'),
  VITE_API_BASE_URL: text,
  VITE_DEMO_API: z._default(z.catch(z.enum(['true', 'false', '']), ''), ''),
  VITE_FAKE_LATENCY_MS: z._default(z.catch(z.coerce.number().check(z.int()).check(z.gte(0), z.lte(10_000)), 250), 250),
  VITE_PAYMENT_GATEWAY_ORIGINS: text,
  VITE_FAKE_PASSWORD_ITERATIONS: z._default(
    z.catch(z.coerce.number().check(z.int(), z.gte(1_000), z.lte(10_000_000)), 600_000),
    600_000,
  ),
  VITE_FAKE_SESSION_DAYS: z._default(z.catch(z.coerce.number().check(z.positive(), z.lte(3650)), 30), 30),
  VITE_ADDRESS_UPDATE_METHOD: z._default(z.catch(z.enum(['PUT', 'POST']), 'PUT'), 'PUT'),
  VITE_IP_GEOLOCATION_URL: text,
  VITE_GOOGLE_MAPS_KEY: text,
  VITE_OSM_TILES_URL: text,
  VITE_FIREBASE_API_KEY: text,
  VITE_FIREBASE_AUTH_DOMAIN: text,
  VITE_FIREBASE_PROJECT_ID: text,
  VITE_FIREBASE_MESSAGING_SENDER_ID: text,
  VITE_FIREBASE_APP_ID: text,
  VITE_FIREBASE_VAPID_KEY: text,
  VITE_SUPPORT_PHONE: text,
  VITE_SUPPORT_EMAIL: text,
  VITE_PARENT_COMPANY_NAME: text,
  VITE_PARENT_COMPANY_URL: text,
});

/** The text as an https URL, or undefined for anything else (http:, javascript:, not a URL). */
function httpsUrlOf(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The https origins of a comma-separated list; anything else (http:, javascript:, not a URL) is left out. */
function httpsOrigins(list: string): string[] {
  const origins = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => httpsUrlOf(entry)?.origin ?? []);
  return [...new Set(origins)];
}

/** Whether the API is on this machine (the demo API server of `npm run api`), not the provider's. */
export function isLoopback(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Reads the app's configuration from Vite env values. Nothing here throws: a missing or broken value
 * falls back (no Google key → keyless maps; no Firebase settings → demo notifications).
 */
export function readAppConfig(env: Record<string, unknown>): AppConfig {
  const values = EnvSchema.parse(env);
  const firebaseComplete =
    values.VITE_FIREBASE_API_KEY &&
    values.VITE_FIREBASE_PROJECT_ID &&
    values.VITE_FIREBASE_APP_ID &&
    values.VITE_FIREBASE_MESSAGING_SENDER_ID;
  const apiBaseUrl = withTrailingSlash(values.VITE_API_BASE_URL || 'http://localhost/');
  const demoApi =
    values.VITE_BACKEND === 'http' &&
    (values.VITE_DEMO_API === '' ? isLoopback(values.VITE_API_BASE_URL) : values.VITE_DEMO_API === 'true');
  return {
    backend: values.VITE_BACKEND,
    apiBaseUrl,
    demoApi,
    fakeLatencyMs: values.VITE_FAKE_LATENCY_MS,
    paymentGatewayOrigins: httpsOrigins(values.VITE_PAYMENT_GATEWAY_ORIGINS),
    fakePasswordIterations: values.VITE_FAKE_PASSWORD_ITERATIONS,
    fakeSessionDays: values.VITE_FAKE_SESSION_DAYS,
    addressUpdateMethod: values.VITE_ADDRESS_UPDATE_METHOD,
    // The demo API answers the IP lookup itself (as the in-browser demo does) unless another service is configured.
    ipGeolocationUrl: values.VITE_IP_GEOLOCATION_URL || (demoApi ? demoIpGeolocationUrl(apiBaseUrl) : ''),
    googleMapsKey: values.VITE_GOOGLE_MAPS_KEY,
    osmTilesUrl: values.VITE_OSM_TILES_URL,
    firebase: firebaseComplete
      ? {
          apiKey: values.VITE_FIREBASE_API_KEY,
          authDomain: values.VITE_FIREBASE_AUTH_DOMAIN,
          projectId: values.VITE_FIREBASE_PROJECT_ID,
          messagingSenderId: values.VITE_FIREBASE_MESSAGING_SENDER_ID,
          appId: values.VITE_FIREBASE_APP_ID,
          vapidKey: values.VITE_FIREBASE_VAPID_KEY,
        }
      : null,
    supportPhone: values.VITE_SUPPORT_PHONE,
    supportEmail: values.VITE_SUPPORT_EMAIL,
    parentCompanyName: values.VITE_PARENT_COMPANY_NAME,
    parentCompanyUrl: httpsUrlOf(values.VITE_PARENT_COMPANY_URL) ? values.VITE_PARENT_COMPANY_URL : '',
  };
}
