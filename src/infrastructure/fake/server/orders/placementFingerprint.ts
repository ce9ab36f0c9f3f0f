import { canonicalJson } from '../../../../domain/checkout/canonicalJson';
import type { PaymentMethod } from '../../../../domain/checkout/PaymentMethod';

/**
 * What a placement asked for, as the server read it: the route (a saved address or a train seat), the payment method
 * and the parsed body (address or seat, tip, instructions), in one text that does not depend on field order. The
 * cart's lines are the server's own cart, which the first order emptied, so they are not part of the request.
 */
export const placementFingerprint = (route: 'address' | 'seat', method: PaymentMethod, body: unknown): string =>
  canonicalJson({ route, method, body });
