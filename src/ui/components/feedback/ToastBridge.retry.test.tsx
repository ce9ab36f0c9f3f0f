import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToasts } from '../../../../test/helpers/renderToasts';
import { TOASTS_RETRY_MS } from './ToastBridge';
import { toastText } from '../../../../test/helpers/toastText';

const download = vi.hoisted(() => ({ failuresLeft: 1, attempts: 0 }));
vi.mock('./Toasts', async (original) => {
  download.attempts += 1;
  if (download.failuresLeft-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return original<Record<string, unknown>>();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastBridge, when the toasts’ code cannot be downloaded', () => {
  it('keeps the posted messages and shows them once a later download succeeds', async () => {
    const notifications = await renderToasts();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => notifications.notify('Demo data was reset'));
    await vi.waitFor(() => expect(download.attempts).toBe(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(notifications.pending.map(toastText)).toEqual(['Demo data was reset']);
    // Meanwhile the newest message is shown without the toasts' code (offline, say); a typed notice in its words.
    expect(screen.getByRole('alert')).toHaveTextContent('Demo data was reset');
    act(() => notifications.notify({ kind: 'backOnline', sent: 2 }, 'success'));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Back online · 2 changes sent'));

    await act(() => vi.advanceTimersByTimeAsync(TOASTS_RETRY_MS));
    vi.useRealTimers();
    await vi.waitFor(() => expect(notifications.pending).toHaveLength(0));
    expect(await screen.findByText('Demo data was reset')).toBeInTheDocument();
    expect(await screen.findByText('Back online · 2 changes sent')).toBeInTheDocument();
    expect(download.attempts).toBe(2);
  });
});
