import type { Cart } from '../cart/CartLine';
import { isAppError } from '../errors/AppError';
import type { SeatDestination } from '../train/seat';
import { canonicalJson } from './canonicalJson';
import type { DeliveryInstructions } from './deliveryInstructions';
import type { PaymentMethod } from './PaymentMethod';

/**
 * A checkout attempt (FEATURES F-safety): one Idempotency-Key per order request (cart, destination, tip,
 * instructions and payment method), kept until an order results, so a double tap or a retry after a timeout is
 * recognised by the server as the same attempt, and a changed request is a new attempt with a new key.
 */
export interface CheckoutAttempt {
  key: string;
  /** What the key was made for: attemptFingerprint of the whole request. */
  fingerprint: string;
}

/** What a placement asks for: a saved address with the delivery instructions, or a train seat (with the tip only). */
export interface PlacementRequest extends DeliveryInstructions {
  addressId: string;
  seat?: SeatDestination;
}

/**
 * The whole order request an attempt is for: the cart (lines and quantities, in any order), the payment method, and
 * what is sent with it: the address and the instructions, or the seat and the tip (a seat order sends no doorstep
 * instructions, so they do not change it). Equal requests give equal texts whatever the order of their fields.
 */
export function attemptFingerprint(cart: Cart, method: PaymentMethod, request: PlacementRequest): string {
  const lines = cart.lines.map((line) => `${line.key}x${line.quantity}`).sort();
  const { seat, tip } = request;
  const sent = seat
    ? { seat, tip }
    : {
        addressId: request.addressId,
        tip,
        directionToReach: request.directionToReach,
        avoidCalling: request.avoidCalling,
        leaveAtDoor: request.leaveAtDoor,
        avoidRingingBell: request.avoidRingingBell,
        leaveAtSecurity: request.leaveAtSecurity,
      };
  return canonicalJson({ restaurantId: cart.restaurantId, method, lines, sent });
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
