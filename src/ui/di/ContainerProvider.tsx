import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, type ReactNode, useContext, useState } from 'react';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * The store (or port) bound to `id`. Resolved once per component instance: a singleton store is shared,
 * a transient screen store is new for every mount of the screen.
 */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get<T>(id));
  return instance;
}

/** The app's container (for a store whose code loads on first use: `useLazyInjection`). */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a <ContainerProvider> above it');
  return container;
}
