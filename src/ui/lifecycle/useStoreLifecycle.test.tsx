import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StartableStore, useStoreLifecycle } from './useStoreLifecycle';

/** A store that records its lifecycle; no container, no app. */
function recordingStore(events: string[], name: string): StartableStore {
  return {
    start: () => {
      events.push(`start ${name}`);
      return () => events.push(`stop ${name}`);
    },
  };
}

describe('useStoreLifecycle', () => {
  it('starts the store once on mount and stops it on unmount', () => {
    const events: string[] = [];
    const store = recordingStore(events, 'a');
    const { rerender, unmount } = renderHook(() => useStoreLifecycle(store));
    rerender();
    expect(events).toEqual(['start a']);
    unmount();
    expect(events).toEqual(['start a', 'stop a']);
  });

  it('stops the old store before starting a new one', () => {
    const events: string[] = [];
    const first = recordingStore(events, 'a');
    const second = recordingStore(events, 'b');
    const { rerender, unmount } = renderHook(({ store }) => useStoreLifecycle(store), {
      initialProps: { store: first },
    });
    rerender({ store: second });
    unmount();
    expect(events).toEqual(['start a', 'stop a', 'start b', 'stop b']);
  });
});
