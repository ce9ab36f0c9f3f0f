import type { Cart } from '../cart/CartLine';
import { isAppError } from '../errors/AppError';
import type { PaymentMethod } from './PaymentMethod';

/**
 * A checkout attempt (FEATURES F-safety): one Idempotency-Key per cart and payment method, kept until an order results,
 * so a double tap or a retry after a timeout is recognised by the server as the same attempt.
 */
export interface CheckoutAttempt {
  key: string;
  /** What the key was made for: the cart's lines and the payment method. */
  fingerprint: string;
}

/** The cart (lines and quantities, in any order) and the payment method an attempt is for. */
export function attemptFingerprint(cart: Cart, method: PaymentMethod): string {
  const lines = cart.lines.map((line) => `${line.key}x${line.quantity}`).sort();
  return JSON.stringify([cart.restaurantId, method, lines]);
}

/**
 * Whether a failed placement ends the attempt: the server answered and refused (a new try is a new attempt).
 * After no answer at all (network, timeout, 5xx, an unreadable answer) the server may have made the order, so the
 * retry must carry the same key.
 */
export const endsAttempt = (error: unknown): boolean =>
  isAppError(error) && (error.kind === 'rejected' || error.kind === 'not-found');

/** A version-4 UUID from 16 random bytes. */
export function uuidV4(bytes: Uint8Array): string {
  const b = Array.from(bytes.slice(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
