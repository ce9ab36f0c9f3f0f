/**
 * The Payment page's own words where the spec shows none. Here, not in CHECKOUT_TEXT, whose chunk `/` loads (its
 * byte budget has no room): these load with the page.
 */
export const PAYMENT_PAGE_TEXT = {
  /** Prerendered with the title, it is the page's largest text while the cart loads (docs/PERFORMANCE.md). */
  subtitle: 'Check your dishes, choose where we deliver and how you pay, then place your order.',
  /** One line: the empty cart's text stays smaller than the subtitle. */
  emptyCartHint: "Add dishes from a restaurant's menu.",
} as const;

/** An online order whose payment page the customer left unpaid (FEATURES F-safety): our words. */
export const AWAITED_PAYMENT_TEXT = {
  waiting: (orderId: string | null) =>
    `${orderId ? `Your order ${orderId}` : 'Your last order'} is waiting for payment. Its dishes are in that order now: pay to have it cooked.`,
  pay: 'Complete payment',
  /** The order's screen when this device left its payment page unpaid (it said 'Processing your payment...'). */
  title: 'Waiting for your payment',
  view: 'View order',
} as const;
