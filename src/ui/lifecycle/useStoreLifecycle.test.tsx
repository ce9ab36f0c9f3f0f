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

  it("starts with the screen's input, starts again only when a value changes, disposing first", () => {
    const events: string[] = [];
    const store: StartableStore<[string | null, number]> = {
      start: (orderId, page) => {
        events.push(`start ${orderId} ${page}`);
        return () => events.push(`stop ${orderId} ${page}`);
      },
    };
    const { rerender, unmount } = renderHook(({ orderId, page }) => useStoreLifecycle(store, orderId, page), {
      initialProps: { orderId: 'RB1' as string | null, page: 1 },
    });
    rerender({ orderId: 'RB1', page: 1 });
    expect(events).toEqual(['start RB1 1']);
    rerender({ orderId: null, page: 1 });
    rerender({ orderId: null, page: 2 });
    unmount();
    expect(events).toEqual(['start RB1 1', 'stop RB1 1', 'start null 1', 'stop null 1', 'start null 2', 'stop null 2']);
  });
});
