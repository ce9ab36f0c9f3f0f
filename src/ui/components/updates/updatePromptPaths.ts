/**
 * Paths where the new-version prompt waits: the cart with its checkout and payment, the demo's payment page and the
 * failed payment's page. A Reload there could cut an order or a payment in two; the prompt shows once the customer
 * has moved on.
 */
const CHECKOUT_PATHS = [/^\/foods\/item-view-cart\/?$/i, /^\/demo-payment\//i, /^\/order-status\/failed\/?$/i];

export const promptsForUpdateOn = (pathname: string): boolean => !CHECKOUT_PATHS.some((path) => path.test(pathname));
