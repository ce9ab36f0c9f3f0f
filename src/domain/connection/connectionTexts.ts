/** What the shell says about the connection and the changes held for it (FEATURES F-offline). */
export const CONNECTION_TEXT = {
  offline: 'Offline',
  waitingForSignal: 'Waiting for signal',
  /** An order (and its payment) and a cancellation need the server: offline they are refused, the cart kept. */
  orderOffline: 'You are offline. Your cart is saved; place the order when the signal returns.',
  cancelOffline: 'You are offline. Cancel the order when the signal returns.',
} as const;

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/** The offline indicator: 'Offline', with the number of changes waiting when there are any. */
export const offlineIndicatorText = (waiting: number): string =>
  waiting > 0 ? `${CONNECTION_TEXT.offline} · ${changes(waiting)} waiting` : CONNECTION_TEXT.offline;

/** The toast once the changes that waited for the signal have all been sent. */
export const backOnlineText = (sent: number): string => `Back online · ${changes(sent)} sent`;
