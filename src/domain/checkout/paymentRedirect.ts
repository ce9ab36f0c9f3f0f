import { RESOURCE_ID_PATTERN } from '../security/resourceId';

/** Which payment pages the app may send the browser to. */
export interface RedirectPolicy {
  /** Origins (`https://host[:port]`) of the configured payment gateways; empty means none. */
  allowedOrigins: readonly string[];
  /** Whether the app's own demo gateway (/demo-payment/{orderId}) is a payment page: the offline demo only. */
  demoGateway: boolean;
}

/** Where init-order's redirectUrl may take the customer: a page of the app, an allowed gateway, or nowhere. */
export type PaymentRedirect = { kind: 'in-app'; path: string } | { kind: 'gateway'; url: string } | { kind: 'refused' };
export type AllowedPaymentRedirect = Exclude<PaymentRedirect, { kind: 'refused' }>;

const DEMO_GATEWAY_PATH = new RegExp(`^/demo-payment/(${RESOURCE_ID_PATTERN.source.slice(1, -1)})$`);
const ABSOLUTE_HTTPS = /^https:\/\/[^\\/\s]/;

/**
 * Checks init-order's redirectUrl before the browser goes there (FEATURES F-safety). Only an absolute `https:` URL
 * whose origin is on the allowlist (and carries no user name or password) is followed; in the demo, also the
 * app's own gateway path with a well-formed order id. `javascript:`, `data:`, `http:`, other hosts and
 * protocol-relative `//host` addresses are refused.
 */
export function paymentRedirectTarget(url: string, policy: RedirectPolicy): PaymentRedirect {
  if (policy.demoGateway && DEMO_GATEWAY_PATH.test(url)) return { kind: 'in-app', path: url };
  if (!ABSOLUTE_HTTPS.test(url)) return { kind: 'refused' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'refused' };
  }
  const allowed =
    parsed.protocol === 'https:' &&
    !parsed.username &&
    !parsed.password &&
    policy.allowedOrigins.includes(parsed.origin);
  return allowed ? { kind: 'gateway', url: parsed.href } : { kind: 'refused' };
}

/** The order number in the demo gateway's own page (/demo-payment/{orderId}); a gateway's URL does not show it. */
export const demoGatewayOrderId = (target: AllowedPaymentRedirect): string | null =>
  target.kind === 'in-app' ? (DEMO_GATEWAY_PATH.exec(target.path)?.[1] ?? null) : null;
