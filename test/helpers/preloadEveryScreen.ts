import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isLazyScreen } from '../../src/ui/app/preloadScreens';
import { appRoutes } from '../../src/ui/app/routes';

/** The preload of every lazy screen in the route tree. */
const screensOf = (routes: RouteObject[]): Array<() => Promise<void>> =>
  routes.flatMap(({ element, children = [] }) => [
    ...(isValidElement(element) && isLazyScreen(element.type) ? [element.type.preload] : []),
    ...screensOf(children),
  ]);

let loading: Promise<unknown> | undefined;

/**
 * Loads the code of every screen of the route table, of the parts the header and footer load on first use and of the
 * adapters bound asynchronously (a screen waits for them), once
 * per worker (files share the worker's module graph). A component test then never waits for a screen's first
 * transform: in a fresh clone that took longer than a find's wait.
 */
export function preloadEveryScreen(): Promise<unknown> {
  loading ??= Promise.all([
    ...screensOf(appRoutes).map((preload) => preload()),
    import('../../src/ui/components/header/AccountDrawer'),
    import('../../src/ui/components/header/PushNotificationsSetup'),
    import('../../src/ui/components/header/NoAddressDialog'),
    import('../../src/ui/components/footer/ResetDemoDataDialog'),
    import('../../src/ui/components/feedback/Toasts'),
    import('../../src/ui/components/search/SearchOverlay'),
    import('../../src/ui/components/header/HeaderAddressMenu'),
    import('../../src/ui/components/feedback/SeenNoticeView'),
    import('../../src/ui/components/updates/UpdateReadyNotice'),
    import('../../src/infrastructure/browser/storage/KeyValueOnboardingDraftStorage'),
  ]);
  return loading;
}
