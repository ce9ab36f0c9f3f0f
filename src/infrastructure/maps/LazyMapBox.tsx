import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { MapLoading } from './MapLoading';

const noSubscription = () => () => {};
const onClient = () => true;
const onServerOrHydrating = () => false;

/**
 * A lazily loaded map in its loading box. While React hydrates a prerendered page this renders the loading box
 * alone, as the build drew it (PlaceholderMapRenderer: no map code at build time, so no Suspense boundary there), and
 * the map right after. A boundary React does not find in the HTML is a mismatch: React would render the whole screen
 * afresh, and a click on the prerendered screen meanwhile would be lost.
 */
export function LazyMapBox({
  height,
  loadingText,
  children,
}: {
  height: number | string;
  loadingText: string;
  children: ReactNode;
}) {
  const client = useSyncExternalStore(noSubscription, onClient, onServerOrHydrating);
  const loading = <MapLoading height={height} text={loadingText} />;
  if (!client) return loading;
  return <Suspense fallback={loading}>{children}</Suspense>;
}
