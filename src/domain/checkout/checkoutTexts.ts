/** Exact texts of the Payment page and the order result screens (FEATURES F-checkout). */
export const CHECKOUT_TEXT = {
  title: 'Payment',
  selectAddress: 'Select Address to Continue',
  placeOrder: 'Place Order',
  noAddress: 'Please select a delivery address',
  browseMenu: 'Browse Menu',
  paymentFailed: "We couldn't process your payment. Please try again or use a different method.",
  /** FEATURES F-safety: a status check that got no answer is not a failed payment. */
  stillConfirming: "We're still confirming your payment…",
  /** Our words where the spec shows none. */
  unconfirmedTooLong:
    "We haven't heard back about this payment for 10 minutes. Your order and its payment status will show in Order History as soon as we know.",
  orderNotFound: 'Order not found',
  orderNotFoundHint: "We couldn't find this order. Your orders are listed in Order History.",
  emptyCart: 'Your cart is empty',
  placing: 'Placing your order...',
  paymentPageRefused:
    "We couldn't open the payment page, so no payment was made. Please try again later or choose another payment method.",
  onlineStartFailed: 'We could not start the payment. Please try again.',
  codFailed: 'We could not place your order. Please try again.',
  estimatedBill:
    'We could not load the latest prices, so these amounts are an estimate. The restaurant confirms the final amount when you place the order.',
} as const;
