import { matchPath, useLocation } from 'react-router-dom';
import { requiresSignIn } from '../../domain/session/routeGate';
import { useHydrated } from './useHydrated';

/**
 * Pages meant for signed-in customers (signed-out visitors see a sign-in prompt or are sent to /login), besides those
 * that require a sign-in. An order's screen is where the payment gateway sends the customer back to; the demo gateway
 * is reloaded by a customer.
 */
const CUSTOMER_PAGES = [
  '/user/order-history',
  '/user/favorites',
  '/account-setting',
  '/user/support',
  '/order-status/:orderId',
  '/order-status-cod/:orderId',
  '/demo-payment/:orderId',
] as const;

/** Whether the build prerenders `pathname` as a signed-in customer sees it (else as a signed-out visitor). */
export const drawnSignedIn = (pathname: string): boolean =>
  requiresSignIn(pathname) || CUSTOMER_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * Whether a part shows the signed-in customer's view: as the prerendered page of this path was drawn while React
 * hydrates it (so hydration keeps the page), then as the session says. `hydrated` tells when the visitor's own data
 * (their cart, their address) may be drawn.
 */
export function useSignedInView(isSignedIn: boolean): { hydrated: boolean; signedIn: boolean } {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return { hydrated, signedIn: hydrated ? isSignedIn : drawnSignedIn(pathname) };
}
