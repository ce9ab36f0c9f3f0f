/** The order screen's own words where the spec shows none (here, not in CHECKOUT_TEXT, whose chunk `/` loads). */
export const ORDER_STATUS_TEXT = {
  signInTitle: 'Order Status',
  signIn: 'Sign in to see this order.',
} as const;
