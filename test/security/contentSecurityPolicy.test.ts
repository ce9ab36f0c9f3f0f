import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  securityHeaderValues,
} from '../../scripts/vite/contentSecurityPolicy';
import { SIGNED_IN_GO_ON_SCRIPT } from '../../src/ui/app/signedInGoOnScript';
import { LANGUAGE_SCRIPT } from '../../src/ui/i18n/languageScript';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The inline scripts allowed, each by the SHA-256 of its exact text (CSP level 2): the prerendered /login's… */
const SIGN_IN_PAGE_SCRIPT = hashOf(SIGNED_IN_GO_ON_SCRIPT);
/** …and every prerendered page's choice of language. */
const LANGUAGE_PAGE_SCRIPT = hashOf(LANGUAGE_SCRIPT);

const FAKE = { VITE_BACKEND: 'fake', VITE_API_BASE_URL: 'https://api.railbite.example/' };
const LIVE = {
  VITE_BACKEND: 'http',
  VITE_API_BASE_URL: 'https://api.railbite.example/v1/',
  VITE_IP_GEOLOCATION_URL: 'https://ipapi.co/{ip}/json/',
};
const FIREBASE = {
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_FIREBASE_APP_ID: 'a',
  VITE_FIREBASE_MESSAGING_SENDER_ID: 's',
};

describe('content security policy (FEATURES F-safety)', () => {
  it('the offline demo: everything from the app itself, no eval, two inline scripts by hash, no plugins, no <base>', () => {
    expect(cspDirectives(FAKE)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", SIGN_IN_PAGE_SCRIPT, LANGUAGE_PAGE_SCRIPT],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'frame-src': ["'none'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it('the live API: connect-src gains the API and the IP-geolocation hosts', () => {
    expect(cspDirectives(LIVE)['connect-src']).toEqual(["'self'", 'https://api.railbite.example', 'https://ipapi.co']);
  });

  it('Firebase and Google Maps hosts only when they are configured; scripts from Google Maps only with a key', () => {
    expect(cspDirectives({ ...LIVE, ...FIREBASE })['connect-src']).toContain('https://fcmregistrations.googleapis.com');
    expect(cspDirectives(LIVE)['connect-src']!.join(' ')).not.toContain('google');
    const google = cspDirectives({ ...FAKE, VITE_GOOGLE_MAPS_KEY: 'AIza-test' });
    expect(google['script-src']).toEqual([
      "'self'",
      SIGN_IN_PAGE_SCRIPT,
      LANGUAGE_PAGE_SCRIPT,
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'blob:',
    ]);
    expect(cspDirectives(FAKE)['script-src']).toEqual(["'self'", SIGN_IN_PAGE_SCRIPT, LANGUAGE_PAGE_SCRIPT]);
  });

  it('never allows eval or any other inline script, whatever is configured', () => {
    for (const env of [FAKE, LIVE, { ...LIVE, ...FIREBASE, VITE_GOOGLE_MAPS_KEY: 'k' }]) {
      const policy = headerContentSecurityPolicy(env);
      expect(policy).not.toContain('unsafe-eval');
      const scripts = cspDirectives(env)['script-src']!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts.filter((source) => /^'(sha\d+|nonce)-/.test(source))).toEqual([
        SIGN_IN_PAGE_SCRIPT,
        LANGUAGE_PAGE_SCRIPT,
      ]);
    }
  });

  it('the header adds frame-ancestors, which a <meta> policy cannot carry; the other security headers', () => {
    expect(headerContentSecurityPolicy(FAKE)).toBe(`${metaContentSecurityPolicy(FAKE)}; frame-ancestors 'none'`);
    expect(metaContentSecurityPolicy(FAKE)).not.toContain('frame-ancestors');
    expect(securityHeaderValues(FAKE)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('ignores configured URLs that are not http(s)', () => {
    expect(
      cspDirectives({ ...LIVE, VITE_API_BASE_URL: 'javascript:alert(1)', VITE_IP_GEOLOCATION_URL: 'not a url' })[
        'connect-src'
      ],
    ).toEqual(["'self'"]);
  });
});
