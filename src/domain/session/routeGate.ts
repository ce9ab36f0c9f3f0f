import type { CredentialsReading } from './Session';

/** Pages that need a signed-in customer: the cart and every address page (edit with a real id included). */
const SIGNED_IN_ONLY = [/^\/foods\/item-view-cart\/?$/, /^\/user\/address(\/add|\/edit\/[^/]+)?\/?$/];

export const requiresSignIn = (path: string): boolean => SIGNED_IN_ONLY.some((pattern) => pattern.test(path));

export interface GateRedirect {
  to: string;
  /** Where the visitor was going, so sign-in can bring them back. */
  from?: string;
}

/**
 * The route gate (FEATURES F-foundation), run on every route change and whenever the session changes:
 * a signed-in user opening /login goes on (to where they came from, else /); a visitor opening a
 * signed-in-only page goes to /login, or to / when the stored credentials are unreadable.
 */
export function routeGate(path: string, session: CredentialsReading['status'], returnTo?: string): GateRedirect | null {
  if (session === 'signed-in')
    return path === '/login' ? { to: returnTo && returnTo !== '/login' ? returnTo : '/' } : null;
  if (!requiresSignIn(path)) return null;
  return session === 'unreadable' ? { to: '/' } : { to: '/login', from: path };
}
