/**
 * The app kept on the device (a service worker) and its new versions. A new version is never switched to by itself:
 * the customer is told, and the page reloads only when they ask.
 */
export interface AppUpdates {
  /**
   * Starts keeping the app on the device, once the page has loaded (nothing of it is part of the first visit's start),
   * and calls `onReady` when a new version has been downloaded and waits. Returns a function that stops the calls.
   */
  watch(onReady: () => void): () => void;
  /** Switches to the waiting version and reloads the page (the customer pressed Reload). */
  reload(): Promise<void>;
}

export const AppUpdatesToken = Symbol.for('AppUpdates');
