/**
 * What the sign-in page says, once, when the server ended the customer's session (a 401: an expired or revoked
 * token, or a demo API that restarted and forgot its sessions).
 */
export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

/** Ours: the offer of the cart the customer had when their session ended, once they are signed in again. */
export const KEPT_CART_TEXT = {
  offer: 'Your cart from before you were signed out is still here.',
  restore: 'Restore cart',
} as const;
