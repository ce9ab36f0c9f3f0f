import { type ComponentType, type FunctionComponent, lazy } from 'react';

/** A route's screen, loaded on first visit; `preload()` fetches its chunk ahead (the first page before React starts). */
export interface LazyScreen<Props extends object = object> extends FunctionComponent<Props> {
  preload(): Promise<void>;
}

/**
 * `lazyPage(() => import('./LoginPage'), 'LoginPage')`. Once its chunk is in, the screen renders at once, without
 * suspending: the app's first render over the prerendered page then shows the page, not a spinner in its place.
 */
export function lazyPage<Props extends object = object>(load: () => Promise<Record<string, unknown>>, name: string): LazyScreen<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module[name] as ComponentType<Props>;
      },
      (error: unknown) => {
        loading = undefined; // a failed download may be retried by the next visit
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Screen = (props: Props) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Screen, { preload });
}
