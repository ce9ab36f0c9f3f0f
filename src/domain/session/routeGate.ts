import type { CredentialsReading } from './Session';

/** Pages that need a signed-in customer: the cart and every address page (edit with a real id included). */
const SIGNED_IN_ONLY = [/^\/foods\/item-view-cart\/?$/, /^\/user\/address(\/add|\/edit\/[^/]+)?\/?$/];

/** The sign-in page, which a signed-in customer is sent away from. */
export const SIGN_IN_PATH = '/login';
/** A return path the gate follows: the sign-in page itself (with or without a query or a fragment). */
export const SIGN_IN_ADDRESS = /^\/login(?:[?#]|$)/;
/**
 * A path of this app: one leading '/' and no whitespace, backslash or control character (a browser drops tabs and
 * line breaks from an address, so '/\t/evil.example' would open another host, as '//evil.example' does).
 */
export const APP_PATH = /^\/(?!\/)[^\s\\\p{Cc}]*$/u;

export const requiresSignIn = (path: string): boolean => SIGNED_IN_ONLY.some((pattern) => pattern.test(path));

/** Where a signed-in customer opening /login goes: where they were going when that is a page of the app, else /. */
export const signedInGoesTo = (returnTo: unknown): string =>
  typeof returnTo === 'string' && APP_PATH.test(returnTo) && !SIGN_IN_ADDRESS.test(returnTo) ? returnTo : '/';

export interface GateRedirect {
  to: string;
  /** Where the visitor was going, so sign-in can bring them back. */
  from?: string;
}

/**
 * The route gate (FEATURES F-foundation), run on every route change and whenever the session changes:
 * a signed-in user opening /login goes on (to where they came from, else /); a customer whose session the server
 * has just ended (`expired`) goes to /login from wherever they are, to come back there after signing in; a visitor
 * opening a signed-in-only page goes to /login, or to / when the stored credentials are unreadable.
 * The prerendered /login applies its first rule before it paints (ui/app/signedInGoOnScript.ts).
 */
export function routeGate(
  path: string,
  session: CredentialsReading['status'],
  returnTo?: unknown,
  expired = false,
): GateRedirect | null {
  if (session === 'signed-in') return path === SIGN_IN_PATH ? { to: signedInGoesTo(returnTo) } : null;
  if (expired && path !== SIGN_IN_PATH) return { to: SIGN_IN_PATH, from: path };
  if (!requiresSignIn(path)) return null;
  return session === 'unreadable' ? { to: '/' } : { to: SIGN_IN_PATH, from: path };
}
