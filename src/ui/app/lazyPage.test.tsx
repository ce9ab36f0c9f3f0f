import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { lazyNamed, type LazyScreen } from './lazyPage';

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

type LazyCounter = LazyScreen<{ label: string }>;

const inSuspense = (Counter: LazyCounter, label: string) => (
  <Suspense fallback={<p>Loading</p>}>
    <Counter label={label} />
  </Suspense>
);

/** Renders as the browser does: React's act() environment off until the test ends. */
function outsideAct() {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  onTestFinished(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  });
}

describe('lazyNamed', () => {
  it('a component whose code arrived while React rendered it keeps its state when its parent renders again', async () => {
    // A transition outside act(), as the app's start and React Router's navigations render: React waits for the code
    // within the render and goes on from the lazy component itself, after the instance's first render found no code
    // yet. (A fresh-clone run lost a push toast so: notistack's provider was mounted afresh on a route change.)
    outsideAct();
    const { mounts, module } = counterModule();
    const Counter: LazyCounter = lazyNamed(() => Promise.resolve(module), 'Counter');
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    onTestFinished(() => {
      root.unmount();
      host.remove();
    });
    startTransition(() => root.render(inSuspense(Counter, 'Clicks')));
    (await screen.findByRole('button', { name: 'Clicks 0' })).click();
    await screen.findByRole('button', { name: 'Clicks 1' });

    root.render(inSuspense(Counter, 'Taps'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Taps/ })).toHaveTextContent('Taps 1'));
    expect(mounts.count).toBe(1);
  });

  it('a component that mounted while its code was loading keeps its state when its parent renders again', async () => {
    const { mounts, module } = counterModule();
    let resolve!: (loaded: Record<string, unknown>) => void;
    const Counter: LazyCounter = lazyNamed(() => new Promise((done) => (resolve = done)), 'Counter');
    const view = render(inSuspense(Counter, 'Clicks'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve(module));
    act(() => screen.getByRole('button', { name: 'Clicks 0' }).click());

    // The parent renders again (a route change re-renders the layout): the same instance, the same state.
    view.rerender(inSuspense(Counter, 'Taps'));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
    expect(mounts.count).toBe(1);
  });

  it('once its code is in, a new instance renders at once, without suspending', async () => {
    const { module } = counterModule();
    const Counter: LazyCounter = lazyNamed(async () => module, 'Counter');
    await Counter.preload();
    render(inSuspense(Counter, 'Clicks'));
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
  });
});
