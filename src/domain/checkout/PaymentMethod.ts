/** How the customer pays (FEATURES F-checkout: Checkout): online through the payment gateway, or cash on delivery. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods offered: cash on delivery only when the server's cart response says showCOD. */
export const paymentMethodsOffered = (showCOD: boolean): PaymentMethod[] => (showCOD ? ['online', 'cod'] : ['online']);

/** The method an order is placed with: the chosen one while it is offered, else online. */
export const effectivePaymentMethod = (chosen: PaymentMethod, showCOD: boolean): PaymentMethod =>
  paymentMethodsOffered(showCOD).includes(chosen) ? chosen : 'online';
