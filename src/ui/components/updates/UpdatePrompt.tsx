import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type AppUpdates, AppUpdatesToken } from '../../../infrastructure/ports/AppUpdates';
import { useContainer } from '../../di/ContainerProvider';
import { promptsForUpdateOn } from './updatePromptPaths';

const UpdateReadyNotice = lazy(() => import('./UpdateReadyNotice').then((m) => ({ default: m.UpdateReadyNotice })));

/**
 * Keeps the app on the device (its service worker, registered after the page has loaded) and, when a new version has
 * been downloaded, offers to reload into it: never by itself, and not during checkout or payment.
 */
export function UpdatePrompt() {
  const container = useContainer();
  const { pathname } = useLocation();
  const [updates, setUpdates] = useState<AppUpdates | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Resolved here, not while rendering: the prerendered pages are drawn without the browser's adapters.
    if (!container.isBound(AppUpdatesToken)) return undefined;
    const appUpdates = container.get<AppUpdates>(AppUpdatesToken);
    setUpdates(appUpdates);
    return appUpdates.watch(() => setReady(true));
  }, [container]);
  if (!ready || !updates || !promptsForUpdateOn(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UpdateReadyNotice onReload={() => void updates.reload()} />
    </Suspense>
  );
}
