// What the screens that need the server say offline (FEATURES F-offline); separate constants, so each screen's
// bundle takes only the words it shows.

/** An order (and its payment) needs the server: offline it is refused and the cart kept. */
export const ORDER_OFFLINE_TEXT = 'You are offline. Your cart is saved; place the order when the signal returns.';
/** A cancellation needs the server: offline it is refused (not kept for later: the kitchen may start meanwhile). */
export const CANCEL_OFFLINE_TEXT = 'You are offline. Cancel the order when the signal returns.';
const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/** The toast once the changes that waited for the signal have all been sent. */
export const backOnlineText = (sent: number): string => `Back online · ${changes(sent)} sent`;
