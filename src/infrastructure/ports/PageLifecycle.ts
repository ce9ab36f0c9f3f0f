/** The page's life in the browser: when it is hidden or unloaded, work not yet sent must go now. */
export interface PageLifecycle {
  /** Calls the listener when the page is hidden or about to go (pagehide, visibilitychange to hidden). */
  onLeave(listener: () => void): () => void;
  /**
   * Calls the listener when the page may have missed news: it is shown again (visibilitychange to visible) or the
   * network is back (online). Returns the function that stops it.
   */
  onReturn(listener: () => void): () => void;
}

export const PageLifecycleToken = Symbol.for('PageLifecycle');
