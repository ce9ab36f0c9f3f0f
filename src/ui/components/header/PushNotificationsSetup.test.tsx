import { act, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { PushNotificationsStore } from '../../../application/push/PushNotificationsStore';
import { renderApp } from '../../../../test/helpers/renderApp';

it('follows a notification link only to a path of the app; anything else is dropped with a console warning', async () => {
  const setUp = vi.spyOn(PushNotificationsStore.prototype, 'setUp');
  const { harness, router } = await renderApp('/help', { signedInAs: 'aarav' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
  const push = harness.container.get(PushNotificationsStore);
  // The set-up's code loads after the header's first render; it follows links once it has set push up.
  await waitFor(() => expect(setUp).toHaveBeenCalled());
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);

  for (const link of [
    'https://evil.example/login',
    '//evil.example/login',
    'javascript:alert(document.cookie)',
    'data:text/html,<b>x</b>',
  ]) {
    act(() => push.follow(link));
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Dropped a notification link'), link);
  }
  expect(open).not.toHaveBeenCalled();
  expect(router.state.location.pathname).toBe('/help');

  act(() => push.follow(`${window.location.origin}/offers-near-me`));
  await waitFor(() => expect(router.state.location.pathname).toBe('/offers-near-me'));
  act(() => push.follow('/user/order-history'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/order-history'));
  expect(open).not.toHaveBeenCalled();
});
