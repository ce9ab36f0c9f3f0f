/**
 * Which browser origins may call the demo API server (`npm run api`): the app's own origins. By default any page
 * served from this machine (http://127.0.0.1:* or http://localhost:*), since `npm start`, the e2e build and the dev
 * server each pick their own port; API_ALLOWED_ORIGINS (comma-separated origins) narrows or widens it.
 */
export type OriginPolicy = (origin: string) => boolean;

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

export function originPolicy(allowed: string | undefined): OriginPolicy {
  const listed = (allowed ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (listed.length === 0) return (origin) => LOCAL_ORIGIN.test(origin);
  const origins = new Set(listed);
  return (origin) => origins.has(origin);
}

/** Headers the browser's requests may carry (HttpClient sends these) and the answers' headers a page may read. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const PREFLIGHT_MAX_AGE_S = '600';

/** The CORS headers for a request from `origin` (none for a refused or missing origin: the browser then blocks it). */
export function corsHeaders(
  origin: string | undefined,
  allows: OriginPolicy,
  preflight: boolean,
): Record<string, string> {
  if (!origin || !allows(origin)) return { Vary: 'Origin' };
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = PREFLIGHT_MAX_AGE_S;
  }
  return headers;
}
