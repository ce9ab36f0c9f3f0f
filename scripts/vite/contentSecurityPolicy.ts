/**
 * The content security policy of the built app (FEATURES F-safety), from the same VITE_* settings the app reads.
 * Pure, so it is unit-tested (test/security/contentSecurityPolicy.test.ts) and shared by the <meta> tag and the
 * headers of the server `npm start` runs.
 *
 * Styles: 'unsafe-inline'. MUI styles through Emotion, which writes <style> elements at run time; a nonce would
 * need a server that renders every page with a fresh one, and `npm start` serves static files (vite preview).
 * Inline styles cannot run script. Scripts: 'self', and two inline scripts allowed by their hashes, both run before the
 * page paints: the prerendered /login's first rule of the route gate (src/ui/app/signedInGoOnScript.ts), and every
 * prerendered page's choice of language (src/ui/i18n/languageScript.ts).
 */
import { createHash } from 'node:crypto';
import { SIGNED_IN_GO_ON_SCRIPT } from '../../src/ui/app/signedInGoOnScript.ts';
import { LANGUAGE_SCRIPT } from '../../src/ui/i18n/languageScript.ts';

export type Env = Record<string, string | undefined>;

/** The CSP source that allows an inline script of exactly this text. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const { protocol, origin } = new URL(url.replaceAll('{ip}', '0.0.0.0'));
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
};

/** Hosts the Maps JavaScript API loads from, per Google's CSP guide ('unsafe-eval' left out on purpose). */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'blob:'],
  connect: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  frame: ['https://*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};
/** Firebase Cloud Messaging's own services (installations, registrations, sending). */
const FIREBASE_MESSAGING = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
];

const firebaseConfigured = (env: Env) =>
  Boolean(
    env.VITE_FIREBASE_API_KEY &&
    env.VITE_FIREBASE_PROJECT_ID &&
    env.VITE_FIREBASE_APP_ID &&
    env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  );

export function cspDirectives(env: Env): Record<string, string[]> {
  const google = Boolean(env.VITE_GOOGLE_MAPS_KEY?.trim());
  const live = env.VITE_BACKEND === 'http';
  // The offline demo calls no server: the API and the IP-geolocation service are reached only in http mode.
  const connect = [
    "'self'",
    ...(live ? [originOf(env.VITE_API_BASE_URL), originOf(env.VITE_IP_GEOLOCATION_URL)] : []),
    ...(firebaseConfigured(env) ? FIREBASE_MESSAGING : []),
    ...(google ? GOOGLE_MAPS.connect : []),
  ].filter((source): source is string => Boolean(source));
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      scriptHashSource(SIGNED_IN_GO_ON_SCRIPT),
      scriptHashSource(LANGUAGE_SCRIPT),
      ...(google ? GOOGLE_MAPS.script : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...(google ? GOOGLE_MAPS.style : [])],
    // Pictures come from the API's image hosts (any https CDN), map tiles, and bundled or inline images.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...(google ? GOOGLE_MAPS.font : [])],
    'connect-src': [...new Set(connect)],
    'worker-src': ["'self'", ...(google ? GOOGLE_MAPS.worker : [])],
    'frame-src': google ? GOOGLE_MAPS.frame : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
}

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The policy for the <meta> tag (browsers ignore frame-ancestors there). */
export const metaContentSecurityPolicy = (env: Env): string => serialize(cspDirectives(env));

/** The policy for the Content-Security-Policy header: the same, plus frame-ancestors 'none' (no framing). */
export const headerContentSecurityPolicy = (env: Env): string =>
  serialize({ ...cspDirectives(env), 'frame-ancestors': ["'none'"] });

/** Every security header the server sends with each answer. */
export const securityHeaderValues = (env: Env): Record<string, string> => ({
  'Content-Security-Policy': headerContentSecurityPolicy(env),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
});
