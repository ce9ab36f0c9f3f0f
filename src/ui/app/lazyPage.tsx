import { type ComponentType, type FunctionComponent, lazy, useState } from 'react';
import { loadScreenMessages } from '../i18n/i18n';

/** A component loaded on first use; `preload()` fetches its chunk ahead (the first page before React starts). */
export interface LazyScreen<Props extends object = object> extends FunctionComponent<Props> {
  preload(): Promise<void>;
  /** Starts loading it, ahead of need (on hover or focus); a failure is left to the render to retry. */
  prefetch(): void;
  /** Whether its code is in (it then renders without suspending). */
  loaded(): boolean;
}

/**
 * `lazyNamed(() => import('./AccountDrawer'), 'AccountDrawer')`: a named export loaded with its own chunk when
 * first rendered (or preloaded). Once its chunk is in, it renders at once, without suspending: the app's first
 * render over the prerendered page then hydrates the page, not a spinner in its place.
 */
export function lazyNamed<Props extends object = object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  withScreenMessages = false,
): LazyScreen<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  /**
   * The last preload's failure, for the render that needs the screen next (no second download just after one failed).
   */
  let failure: { error: unknown } | undefined;
  // A screen's messages come with its code (in the current language), so it never renders a message's id.
  const preload = () =>
    (loading ??= Promise.all([load(), withScreenMessages ? loadScreenMessages() : undefined]).then(
      ([module]) => {
        Loaded = module[name] as ComponentType<Props>;
        failure = undefined;
      },
      (error: unknown) => {
        loading = undefined; // a failed download may be retried by the next visit
        failure = { error };
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    if (failure && !loading) throw failure.error;
    await preload();
    return { default: Loaded! };
  });
  // Each instance keeps the type it started with: one that mounted while the code was loading stays on `Suspending`
  // (which renders the loaded component from then on). Switching it to `Loaded` on a later render would be a new
  // element type, so React would mount the component afresh and drop its state (the toasts on screen, for one).
  const Component = (props: Props) => {
    const [Chosen] = useState<ComponentType<Props>>(() => Loaded ?? Suspending);
    return <Chosen {...props} />;
  };
  // A prefetch on hover that fails leaves the click to try again.
  const prefetch = () =>
    void preload().catch(() => {
      failure = undefined;
    });
  return Object.assign(Component, { preload, prefetch, loaded: () => Loaded !== undefined });
}

/**
 * A route's screen, loaded on first visit with the screens' messages: `lazyPage(() => import('./LoginPage'),
 * 'LoginPage')`. The home page, whose messages start with the app, is a `lazyNamed` (`/` downloads no other catalog).
 */
export const lazyPage = <Props extends object = object>(load: () => Promise<Record<string, unknown>>, name: string) =>
  lazyNamed<Props>(load, name, true);
