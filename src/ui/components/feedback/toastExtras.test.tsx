import { said } from '../../../application/notifications/Notice';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Toast } from '../../../application/notifications/NotificationCenter';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { toastExtras } from './toastExtras';

const { closeSnackbar } = vi.hoisted(() => ({ closeSnackbar: vi.fn() }));
vi.mock('notistack', async (original) => ({ ...(await original<Record<string, unknown>>()), closeSnackbar }));

beforeAll(() => loadScreenMessages());
beforeEach(() => closeSnackbar.mockClear());
afterEach(() => switchLanguage('en'));

const renderAction = (toast: Toast) => {
  const action = toastExtras(toast).action as ((key: number) => ReactNode) | undefined;
  return action ? render(<>{action(7)}</>) : null;
};

it('a push can be closed before its 10 s: it may cover what the customer needs on a phone', () => {
  const run = vi.fn();
  renderAction({
    id: 1,
    notice: said('Order RB100015 delivered'),
    variant: 'success',
    source: 'push',
    durationMs: 10_000,
    action: { label: { kind: 'pushAction', action: 'rateOrder' }, run },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(closeSnackbar).toHaveBeenCalledWith(7);
  expect(run).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Rate your order' }));
  expect(run).toHaveBeenCalledTimes(1);
});

it("an answer to the customer's own action has no close button (it goes in 2-4 s)", () => {
  expect(renderAction({ id: 2, notice: said('Saved'), variant: 'success', source: 'app' })).toBeNull();
});

it("names a push's buttons in the customer's language (Hindi): its action and its close button", async () => {
  await switchLanguage('hi');
  const run = vi.fn();
  renderAction({
    id: 3,
    notice: said('Order RB100015 is out for delivery'),
    variant: 'info',
    source: 'push',
    action: { label: { kind: 'pushAction', action: 'trackOrder' }, run },
  });
  fireEvent.click(screen.getByRole('button', { name: 'ऑर्डर ट्रैक करें' }));
  expect(run).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'नोटिफ़िकेशन हटाएं' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Dismiss|Track/ })).toBeNull();
});
