import type { Container, ServiceIdentifier } from 'inversify';
import { use } from 'react';
import { useContainer } from './ContainerProvider';

const resolving = new WeakMap<Container, Map<ServiceIdentifier, Promise<unknown>>>();

/** `container.getAsync(id)` once per container: every render, and every screen, waits on the same promise. */
function resolveOnce<T>(container: Container, id: ServiceIdentifier<T>): Promise<T> {
  let byId = resolving.get(container);
  if (!byId) resolving.set(container, (byId = new Map()));
  let pending = byId.get(id) as Promise<T> | undefined;
  if (!pending) {
    const started = container.getAsync<T>(id);
    // A failed download is retried by the next render that asks (the route's error panel offers it).
    started.catch(() => byId.delete(id));
    byId.set(id, (pending = started));
  }
  return pending;
}

/**
 * An app-wide store that needs an adapter whose code is downloaded on first use (an async binding): the component
 * suspends until the store is built, then every `useInjection` of it, or of a store that depends on it, is at hand.
 */
export function useInjectionWhenReady<T>(id: ServiceIdentifier<T>): T {
  return use(resolveOnce(useContainer(), id));
}
