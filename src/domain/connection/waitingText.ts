/** What the cart bar says while cart changes wait for the signal (FEATURES F-offline). */
export const WAITING_FOR_SIGNAL_TEXT = 'Waiting for signal';
