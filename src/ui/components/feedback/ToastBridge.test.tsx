import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToasts } from '../../../../test/helpers/renderToasts';
import { MAX_TOASTS } from './Toasts';

const { enqueueSnackbar, closeSnackbar } = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('notistack', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  enqueueSnackbar,
  closeSnackbar,
}));

describe('ToastBridge', () => {
  beforeEach(() => {
    enqueueSnackbar.mockClear();
    closeSnackbar.mockClear();
    let key = 0;
    enqueueSnackbar.mockImplementation(() => ++key);
  });

  it('shows posted messages with the spec durations: success 2 s, error 4 s, others 4 s', async () => {
    const notifications = await renderToasts();
    act(() => {
      notifications.success('Saved');
      notifications.error('Nope');
      notifications.notify('FYI');
    });
    // notistack loads with the first toast.
    await waitFor(() =>
      expect(enqueueSnackbar).toHaveBeenCalledWith(
        'Saved',
        expect.objectContaining({ variant: 'success', autoHideDuration: 2000 }),
      ),
    );
    expect(enqueueSnackbar).toHaveBeenCalledWith(
      'Nope',
      expect.objectContaining({ variant: 'error', autoHideDuration: 4000 }),
    );
    expect(enqueueSnackbar).toHaveBeenCalledWith(
      'FYI',
      expect.objectContaining({ variant: 'info', autoHideDuration: 4000 }),
    );
    expect(notifications.pending).toHaveLength(0);
  });

  it('shows answers at the top centre and push notifications bottom left, clear of the cart bar', async () => {
    const notifications = await renderToasts();
    act(() => {
      notifications.success('Saved');
      notifications.notify('Your order is on its way', 'info', 'push');
    });
    await waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledTimes(2));
    expect(enqueueSnackbar).toHaveBeenCalledWith(
      'Saved',
      expect.objectContaining({ anchorOrigin: { vertical: 'top', horizontal: 'center' } }),
    );
    expect(enqueueSnackbar).toHaveBeenCalledWith(
      'Your order is on its way',
      expect.objectContaining({ anchorOrigin: { vertical: 'bottom', horizontal: 'left' } }),
    );
  });

  it('a later toast on the same topic (a push about the same order) replaces the one on screen', async () => {
    const notifications = await renderToasts();
    act(() => {
      notifications.notify('RB1 confirmed', 'info', 'push', { topic: 'order:RB1' });
      notifications.notify('RB2 confirmed', 'info', 'push', { topic: 'order:RB2' });
      notifications.notify('Saved', 'success');
    });
    await waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledTimes(3));
    expect(closeSnackbar).not.toHaveBeenCalled();
    act(() => notifications.notify('RB1 is being prepared', 'info', 'push', { topic: 'order:RB1' }));
    await waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledTimes(4));
    // The first toast (key 1, RB1 confirmed) goes; RB2's and the answer stay.
    expect(closeSnackbar.mock.calls).toEqual([[1]]);
  });

  it('allows at most 20 toasts at once', () => {
    expect(MAX_TOASTS).toBe(20);
  });
});
