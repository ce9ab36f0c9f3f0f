import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { installMsw } from '../../../../test/helpers/adapterSets';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { failNetworkFor } from '../../../../test/helpers/faults';
import { openPage, reloadPage, requestsSettled } from '../../../../test/helpers/reload';
import { renderPage } from '../../../../test/helpers/renderPage';
import { DEMO_CUSTOMERS, signIn } from '../../../../test/helpers/signIn';
import { AccountSettingsPage } from './AccountSettingsPage';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('[http] reloaded without a network, the profile shows what was seen, saying so and since when (IST)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-29T08:35:00Z'));
  const page = await openPage('http');
  await signIn(page);
  const online = await renderPage(<AccountSettingsPage />, '/account-setting', { harness: page });
  expect(await screen.findByText(DEMO_CUSTOMERS.aarav.email)).toBeVisible();
  expect(screen.queryByText(/^Offline ·/)).toBeNull();
  online.unmount();

  vi.setSystemTime(new Date('2026-11-29T09:20:00Z'));
  const next = await reloadPage(page);
  failNetworkFor(next, pathOf('getProfile'));
  await renderPage(<AccountSettingsPage />, '/account-setting', { harness: next });
  expect(await screen.findByText(DEMO_CUSTOMERS.aarav.email)).toBeVisible();
  expect(await screen.findByRole('status')).toHaveTextContent('Offline · showing what you saw at 14:05');
});
