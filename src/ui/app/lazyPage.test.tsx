import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { lazyNamed } from './lazyPage';

/** A component with state of its own, counting how often it is mounted. */
function counterModule() {
  const mounts = { count: 0 };
  function Counter({ label }: { label: string }) {
    const [clicks, setClicks] = useState(0);
    useEffect(() => {
      mounts.count += 1;
    }, []);
    return (
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {label} {clicks}
      </button>
    );
  }
  return { mounts, module: { Counter } };
}

describe('lazyNamed', () => {
  it('a component whose code arrived while React rendered it keeps its state when its parent renders again', async () => {
    // A transition outside act(), as the app's start and React Router's navigations render in the browser: React waits
    // for the code within the render and goes on from the lazy component itself, after the instance's first render
    // found no code yet. (A failed run lost a push toast so: notistack's provider was mounted afresh.)
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });
    const { mounts, module } = counterModule();
    const LazyCounter = lazyNamed<{ label: string }>(() => Promise.resolve(module), 'Counter');
    const tree = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <LazyCounter label={label} />
      </Suspense>
    );
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    onTestFinished(() => root.unmount());
    startTransition(() => root.render(tree('Clicks')));
    (await screen.findByRole('button', { name: 'Clicks 0' })).click();
    await screen.findByRole('button', { name: 'Clicks 1' });
    root.render(tree('Taps'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Taps/ })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Taps/ })).toHaveTextContent('Taps 1');
    expect(mounts.count).toBe(1);
  });

  it('a component that mounted while its code was loading keeps its state when its parent renders again', async () => {
    const { mounts, module } = counterModule();
    let resolve!: (loaded: Record<string, unknown>) => void;
    const LazyCounter = lazyNamed<{ label: string }>(
      () => new Promise<Record<string, unknown>>((done) => (resolve = done)),
      'Counter',
    );
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyCounter label="Clicks" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve(module));
    act(() => screen.getByRole('button', { name: 'Clicks 0' }).click());
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument();

    // The parent renders again (a route change re-renders the layout): the same instance, the same state.
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <LazyCounter label="Taps" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
    expect(mounts.count).toBe(1);
  });

  it('once its code is in, a new instance renders at once, without suspending', async () => {
    const { module } = counterModule();
    const LazyCounter = lazyNamed<{ label: string }>(async () => module, 'Counter');
    await LazyCounter.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyCounter label="Clicks" />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
  });
});
