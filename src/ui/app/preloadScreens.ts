import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { LazyScreen } from './lazyPage';
import { appRoutes } from './routes';

/** Whether a route element's component is a lazily loaded screen (`lazyPage`). */
export const isLazyScreen = (type: unknown): type is LazyScreen => typeof type === 'function' && 'preload' in type;

/** Downloads the screens of the routes that match `pathname`, so the first render needs nothing more. */
export async function preloadScreens(pathname: string, routes: RouteObject[] = appRoutes): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      isValidElement(route.element) && isLazyScreen(route.element.type) ? route.element.type.preload() : undefined,
    ),
  );
}
