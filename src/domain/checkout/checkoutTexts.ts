/**
 * A server's refusal of a new order without words of its own is told with these (the API mapper's fallbacks, in
 * English as a provider would say them); the UI words each in the customer's language.
 */
export const CHECKOUT_TEXT = {
  onlineStartFailed: 'We could not start the payment. Please try again.',
  codFailed: 'We could not place your order. Please try again.',
} as const;
