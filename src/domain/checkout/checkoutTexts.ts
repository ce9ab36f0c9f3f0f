/** Exact texts of the Payment page and the order result screens (core spec §2, §5, §8). */
export const CHECKOUT_TEXT = {
  title: 'Payment',
  selectAddress: 'Select Address to Continue',
  placeOrder: 'Place Order',
  noAddress: 'Please select a delivery address',
  browseMenu: 'Browse Menu',
  paymentFailed: "We couldn't process your payment. Please try again or use a different method.",
  /** Our words where the spec shows none. */
  emptyCart: 'Your cart is empty',
  placing: 'Placing your order...',
  onlineStartFailed: 'We could not start the payment. Please try again.',
  codFailed: 'We could not place your order. Please try again.',
  estimatedBill: 'We could not load the latest prices, so these amounts are an estimate. The restaurant confirms the final amount when you place the order.',
} as const;
