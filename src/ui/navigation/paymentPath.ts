/** The Payment page (the spec's cart route): where the cart is ordered and a failed payment is tried again. */
export const PAYMENT_PATH = '/foods/item-view-cart';
