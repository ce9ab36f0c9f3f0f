// The English words of the offline refusals (an OfflineRefusal's message): what a caller that still shows a caught
// error's text says, and what the logs read. The UI words the typed refusal in the customer's language (failureText).

/** An order (and its payment) needs the server: offline it is refused and the cart kept. */
export const ORDER_OFFLINE_TEXT = 'You are offline. Your cart is saved; place the order when the signal returns.';
/** A cancellation needs the server: offline it is refused (not kept for later: the kitchen may start meanwhile). */
export const CANCEL_OFFLINE_TEXT = 'You are offline. Cancel the order when the signal returns.';
