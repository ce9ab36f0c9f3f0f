/** What the app says when part of it fails (FEATURES F-safety). Our words: the spec shows none. */
export const APP_ERROR_TEXT = {
  title: 'Something went wrong',
  renderFailed: 'This page stopped working. Reload it, or go back Home: your cart and your account are safe.',
  chunkFailed:
    'This page could not be loaded. RailBite may have been updated, or the connection dropped. Reload to try again.',
  reloading: 'Loading the latest version of RailBite…',
  offlineTitle: 'You are offline',
  offline:
    'This page needs a connection to load. It opens by itself as soon as you are back online; your cart and your account are safe.',
  unhandled: 'Something went wrong. Please try again.',
  partOffline: 'You are offline. This needs a connection: try again once you are back online.',
  partFailed: 'This could not be loaded: the page must be reloaded.',
  reload: 'Reload',
  home: 'Home',
} as const;
