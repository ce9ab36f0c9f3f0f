import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToasts } from '../../../../test/helpers/renderToasts';
import { MAX_TOASTS } from './Toasts';

const { enqueueSnackbar } = vi.hoisted(() => ({ enqueueSnackbar: vi.fn() }));
vi.mock('notistack', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  enqueueSnackbar,
}));

describe('ToastBridge', () => {
  beforeEach(() => {
    enqueueSnackbar.mockClear();
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

  it('allows at most 20 toasts at once', () => {
    expect(MAX_TOASTS).toBe(20);
  });
});
