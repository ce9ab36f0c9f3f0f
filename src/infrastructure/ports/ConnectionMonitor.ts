/**
 * Whether the device has a network, as the browser tells it (navigator.onLine and its online/offline events). The
 * browser can only say "no network" for sure: "online" may still be a tunnel that answers nothing, so writes that
 * fail on the network wait for the signal whatever this says.
 */
export interface ConnectionMonitor {
  /** False when the browser knows the device has no network. */
  isOnline(): boolean;
  /** Calls the listener with the new state each time it changes; returns the function that stops it. */
  onChange(listener: (online: boolean) => void): () => void;
}

export const ConnectionMonitorToken = Symbol.for('ConnectionMonitor');
