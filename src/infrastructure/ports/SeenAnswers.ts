/**
 * Answers served from what the customer saw before, because the network was missing (the http set keeps them; the
 * demo set needs no network and never serves one). Screens say so, with the time the answer was seen.
 */
export interface SeenAnswers {
  /** A value a port returned came from a saved copy seen at `seenAt` (ms since the epoch). */
  served(value: unknown, seenAt: number): void;
  /** An answer came from the server: what is on screen is live again. */
  live(): void;
  /** When the value (an object a port returned) is a saved copy, the time it was seen; null for a live answer. */
  seenAtOf(value: unknown): number | null;
  /** The seen time of the latest saved copy served since the last live answer; null when the last was live. */
  lastServed(): number | null;
  /** Calls the listener whenever `lastServed` may have changed. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const SeenAnswersToken = Symbol.for('SeenAnswers');
