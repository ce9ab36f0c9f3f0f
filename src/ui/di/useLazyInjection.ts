import type { ServiceIdentifier } from 'inversify';
import { useCallback, useEffect, useState } from 'react';
import { useContainer } from './ContainerProvider';

/**
 * A store whose code is not needed for the first screen: `load` imports its module (once, shared by every caller)
 * and returns its id. The store is resolved when `wanted` turns true, or on `request()` (a press); until then
 * `instance` is undefined and the component draws its resting state.
 */
export function useLazyInjection<T>(load: () => Promise<ServiceIdentifier<T>>, wanted: boolean) {
  const container = useContainer();
  const [instance, setInstance] = useState<T | undefined>(undefined);
  const request = useCallback(async () => {
    const resolved = container.get<T>(await load());
    setInstance(() => resolved);
    return resolved;
  }, [container, load]);
  useEffect(() => {
    if (wanted && !instance) {
      request().catch((error: unknown) => console.warn('A part of the app could not be loaded', error));
    }
  }, [wanted, instance, request]);
  return { instance, request };
}
