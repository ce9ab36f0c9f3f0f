import { afterEach, expect, it, vi } from 'vitest';
import { NotificationCenter } from '../../../application/notifications/NotificationCenter';
import { OrderUpdates } from '../../../application/orders/OrderUpdates';
import { PushNotificationsStore } from '../../../application/push/PushNotificationsStore';
import { createHarness, installMsw } from '../../../../test/helpers/adapterSets';
import { checkoutApi, fillCart, orderRequest } from '../../../../test/helpers/orders';
import { signIn } from '../../../../test/helpers/signIn';
import { type PushMessaging, PushMessagingToken } from '../../ports/PushMessaging';
import { DEMO_PUSH_POLL_MS } from './demoPushPolling';
import { toastText } from '../../../../test/helpers/toastText';

installMsw();
afterEach(() => void vi.useRealTimers());

const toasts = (harness: Awaited<ReturnType<typeof createHarness>>) =>
  harness.container.get(NotificationCenter).pending.map(toastText);

it("over the demo API, the customer's messages reach the page: the order's steps are shown and move its screens", async () => {
  const harness = await createHarness('http', { config: { demoApi: true } });
  await signIn(harness);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const push = harness.container.get(PushNotificationsStore);
  expect(await push.setUp()).toBe(true);
  await vi.waitFor(() => expect(toasts(harness).some((text) => text.startsWith('Notifications are on'))).toBe(true));

  await fillCart(harness);
  const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
  await harness.server.announcements.idle();
  const updates: unknown[] = [];
  const stop = harness.container.get(OrderUpdates).subscribe((update) => updates.push(update));
  harness.clock.advance(2 * 60_000);
  await harness.server.announcements.check();
  vi.advanceTimersByTime(DEMO_PUSH_POLL_MS);
  await vi.waitFor(() => expect(updates).toContainEqual({ orderId, status: 'confirmed' }));
  const notices = harness.container.get(NotificationCenter).pending.map((toast) => toast.notice);
  expect(notices).toContainEqual(
    expect.objectContaining({
      kind: 'pushNews',
      news: { about: 'order', news: expect.objectContaining({ orderId, status: 'confirmed' }) },
    }),
  );
  stop();
});

it('against the provider’s API (no demo API) push stays off and nothing is asked', async () => {
  const harness = await createHarness('http');
  const messaging = harness.container.get<PushMessaging>(PushMessagingToken);
  expect(await messaging.isSupported()).toBe(false);
  expect(await messaging.requestToken()).toBeNull();
  const listener = vi.fn();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const stop = messaging.onForegroundMessage(listener);
  expect(vi.getTimerCount()).toBe(0);
  stop();
});
