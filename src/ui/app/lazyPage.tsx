import { type ComponentType, lazy } from 'react';

/** A route's screen, loaded on first visit: `lazyPage(() => import('./LoginPage'), 'LoginPage')`. */
export function lazyPage<Props extends object = object>(load: () => Promise<Record<string, unknown>>, name: string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
}
