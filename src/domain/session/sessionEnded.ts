/** Ours: the offer of the cart the customer had when their session ended, once they are signed in again. */
export const KEPT_CART_TEXT = {
  offer: 'Your cart from before you were signed out is still here.',
  restore: 'Restore cart',
} as const;
