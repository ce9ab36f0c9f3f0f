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
