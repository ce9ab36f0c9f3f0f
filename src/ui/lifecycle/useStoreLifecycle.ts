import { useEffect } from 'react';

/** What a screen may hand to `start`: plain values, so a new render with the same values does not start again. */
export type LifecycleInput = string | number | boolean | null;

/**
 * A store with work to do while a screen shows it (timers, subscriptions, loading, answers on their way):
 * `start(...input)` begins it and returns the disposer that ends it.
 */
export interface StartableStore<Input extends readonly LifecycleInput[] = []> {
  start(...input: Input): () => void;
}

/**
 * Starts the store when the screen mounts and runs the returned disposer when it goes away; a new store or a changed
 * input disposes and starts again (so does React's development double mount: a store's `start` must work again
 * after its disposer ran).
 */
export function useStoreLifecycle<Input extends readonly LifecycleInput[]>(
  store: StartableStore<Input>,
  ...input: Input
) {
  // The inputs are plain values of a fixed count, compared one by one like any dependency.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => store.start(...input), [store, ...input]);
}
