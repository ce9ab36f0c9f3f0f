import { expect, it, vi } from 'vitest';
import { PUSH_TOKEN_MAX_AGE_MS } from '../../domain/push/pushRules';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { type PushMessaging, PushMessagingToken } from '../../infrastructure/ports/PushMessaging';
import { type SystemNotifications, SystemNotificationsToken } from '../../infrastructure/ports/SystemNotifications';
import { createHarness, describeOnFakeSet, type Harness, installMsw } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OrderUpdates } from '../orders/OrderUpdates';
import { orderPushPayload } from '../../domain/push/orderPush';
import type { OrderUpdate } from '../../domain/push/orderUpdate';
import { PushNotificationsStore } from './PushNotificationsStore';
import { savedJson } from '../../../test/helpers/portDoubles';
import { toastText } from '../../../test/helpers/toastText';

/** A push service double: grants or declines, counts token requests, and can deliver a message. */
function pushServiceDouble(token: string | null) {
  let deliver: ((payload: unknown) => void) | null = null;
  const messaging: PushMessaging & { requests: number; deliver: (payload: unknown) => void } = {
    requests: 0,
    isSupported: async () => true,
    requestToken: async () => {
      messaging.requests += 1;
      return token;
    },
    onForegroundMessage: (listener) => {
      deliver = listener;
      return () => (deliver = null);
    },
    deliver: (payload) => deliver?.(payload),
  };
  return messaging;
}

function withPushService(harness: Harness, messaging: PushMessaging, system?: SystemNotifications) {
  harness.container.rebind(PushMessagingToken).toConstantValue(messaging);
  if (system) harness.container.rebind(SystemNotificationsToken).toConstantValue(system);
  return harness.container.get(PushNotificationsStore);
}

const toasts = (harness: Harness) => harness.container.get(NotificationCenter).pending.map(toastText);

// The live API test at the end runs through msw.
installMsw();

describeOnFakeSet('PushNotificationsStore', (harness) => {
  it('does nothing for a visitor', async () => {
    const messaging = pushServiceDouble('t1');
    expect(await withPushService(harness(), messaging).setUp()).toBe(false);
    expect(messaging.requests).toBe(0);
  });

  it('fetches a token, stores it with a device id, registers it, then shows foreground messages in the app', async () => {
    const messaging = pushServiceDouble('token-1');
    const push = withPushService(harness(), messaging);
    await signIn(harness());
    expect(await push.setUp()).toBe(true);
    expect(savedJson(harness().storage, StorageKeys.pushToken)).toMatchObject({ token: 'token-1' });
    const deviceId = harness().storage.getItem(StorageKeys.deviceId)!;
    expect(deviceId).toMatch(/^device_[a-z0-9]+_\d+$/);
    expect(harness().server.db.pushDevices.findFirst((q) => q.where({ deviceId }))?.fcmToken).toBe('token-1');
    messaging.deliver({ notification: { title: 'Order picked up', body: 'On the way' } });
    expect(toasts(harness())).toContain('Order picked up: On the way');
  });

  it('reuses a saved token for 7 days, then asks again', async () => {
    harness().storage.setItem(StorageKeys.pushToken, JSON.stringify({ token: 'saved', savedAt: Date.now() - 1000 }));
    const messaging = pushServiceDouble('fresh');
    await signIn(harness());
    await withPushService(harness(), messaging).setUp();
    expect(messaging.requests).toBe(0);

    const later = await createHarness(harness().set);
    later.storage.setItem(
      StorageKeys.pushToken,
      JSON.stringify({ token: 'saved', savedAt: Date.now() - PUSH_TOKEN_MAX_AGE_MS - 1 }),
    );
    const again = pushServiceDouble('fresh');
    await signIn(later);
    await withPushService(later, again).setUp();
    expect(again.requests).toBe(1);
  });

  it('stays off when the customer declines', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signIn(harness());
    expect(await withPushService(harness(), pushServiceDouble(null)).setUp()).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(harness().server.db.pushDevices.count()).toBe(0);
  });

  it('removes the saved token when anything fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    harness().storage.setItem(
      StorageKeys.pushToken,
      JSON.stringify({ token: 'old', savedAt: Date.now() - PUSH_TOKEN_MAX_AGE_MS - 1 }),
    );
    const broken = {
      ...pushServiceDouble('t'),
      requestToken: () => Promise.reject(new Error('messaging/permission-blocked')),
    };
    await signIn(harness());
    expect(await withPushService(harness(), broken).setUp()).toBe(false);
    expect(harness().storage.getItem(StorageKeys.pushToken)).toBeNull();
  });

  it('uses a system notification when allowed; its click asks the UI to follow the link', async () => {
    const shown: { title: string; click: () => void }[] = [];
    const system: SystemNotifications = {
      allowed: () => true,
      show: (message, click) => shown.push({ title: message.title, click }),
    };
    const messaging = pushServiceDouble('t');
    const push = withPushService(harness(), messaging, system);
    await signIn(harness());
    await push.setUp();
    messaging.deliver({ data: { title: 'Deal', click_action: '/offers-near-me' } });
    expect(shown.map((s) => s.title)).toEqual(['Deal']);
    shown[0]!.click();
    expect(push.linkToFollow).toBe('/offers-near-me');
  });

  it('shows an order push once, for 10 s, with a button to where it leads, and tells the screens that the order moved', async () => {
    const messaging = pushServiceDouble('t');
    const push = withPushService(harness(), messaging);
    const updates: OrderUpdate[] = [];
    harness()
      .container.get(OrderUpdates)
      .subscribe((update) => updates.push(update));
    await signIn(harness());
    await push.setUp();
    const payload = orderPushPayload({
      orderId: 'RB100017',
      restaurantName: 'Biryani House',
      status: 'delivered',
      userPin: '4821',
      paidOnline: false,
    });
    messaging.deliver(payload);
    const pending = harness().container.get(NotificationCenter).pending;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      // Worded from its facts in the customer's language (trainNoticeText), not the server's English.
      notice: {
        kind: 'pushNews',
        news: {
          about: 'order',
          news: { orderId: 'RB100017', status: 'delivered', restaurantName: 'Biryani House', paidOnline: false },
        },
      },
      source: 'push',
      durationMs: 10_000,
      action: { label: { kind: 'pushAction', action: 'rateOrder' } },
      // A later push about this order replaces this toast (Toasts.tsx).
      topic: 'order:RB100017',
    });
    expect(updates).toEqual([{ orderId: 'RB100017', status: 'delivered' }]);
    pending[0]!.action!.run();
    expect(push.linkToFollow).toBe('/user/order-history?order=RB100017&rate=1');
  });

  it("words a system notification about an order in the customer's language; a push without its facts as it came", async () => {
    const shown: { title: string; body: string }[] = [];
    const system: SystemNotifications = { allowed: () => true, show: (message) => shown.push(message) };
    const messaging = pushServiceDouble('t');
    const push = withPushService(harness(), messaging, system);
    push.wordWith(
      (notice) => `[${'part' in notice ? notice.part : ''}:${'news' in notice ? notice.news.news.orderId : ''}]`,
    );
    await signIn(harness());
    await push.setUp();
    messaging.deliver(
      orderPushPayload({
        orderId: 'RB100019',
        restaurantName: 'Dosa Point',
        status: 'confirmed',
        userPin: null,
        paidOnline: false,
      }),
    );
    messaging.deliver({ data: { orderId: 'RB100020', orderStatus: 'Confirmed', title: 'Order RB100020 confirmed' } });
    expect(shown.map(({ title, body }) => [title, body])).toEqual([
      ['[title:RB100019]', '[body:RB100019]'],
      ['Order RB100020 confirmed', ''],
    ]);
  });

  it("shows a push that does not carry its order's facts in its own words, its button still named by the app", async () => {
    const messaging = pushServiceDouble('t');
    const push = withPushService(harness(), messaging);
    await signIn(harness());
    await push.setUp();
    messaging.deliver({
      data: { orderId: 'RB100021', orderStatus: 'Cancelled', title: 'Order RB100021 cancelled', body: 'Sorry.' },
      fcmOptions: { link: '/train/journey' },
    });
    expect(harness().container.get(NotificationCenter).pending[0]).toMatchObject({
      notice: { kind: 'said', text: 'Order RB100021 cancelled: Sorry.' },
      action: { label: { kind: 'pushAction', action: 'laterStation' } },
      topic: 'order:RB100021',
    });
  });

  it('the push about a cancellation the customer just made is not shown (the screen says it); the screens still hear it', async () => {
    const messaging = pushServiceDouble('t');
    const push = withPushService(harness(), messaging);
    const orderUpdates = harness().container.get(OrderUpdates);
    const updates: OrderUpdate[] = [];
    orderUpdates.subscribe((update) => updates.push(update));
    await signIn(harness());
    await push.setUp();
    orderUpdates.publishOwn({ orderId: 'RB100017', status: 'cancelled' });
    const cancelled = (orderId: string) =>
      orderPushPayload({
        orderId,
        restaurantName: 'Biryani House',
        status: 'cancelled',
        userPin: '4821',
        paidOnline: true,
      });

    messaging.deliver(cancelled('RB100017'));
    expect(toasts(harness())).toEqual([]);
    expect(updates.filter((update) => update.orderId === 'RB100017')).toHaveLength(2);

    // Once only, and only that order's own change: another order's cancellation is news.
    messaging.deliver(cancelled('RB100018'));
    messaging.deliver(cancelled('RB100017'));
    expect(toasts(harness())).toHaveLength(2);
  });

  it('tells the screens about an order push shown as a system notification too; other pushes name no order', async () => {
    const system: SystemNotifications = { allowed: () => true, show: () => undefined };
    const messaging = pushServiceDouble('t');
    const push = withPushService(harness(), messaging, system);
    const updates: OrderUpdate[] = [];
    harness()
      .container.get(OrderUpdates)
      .subscribe((update) => updates.push(update));
    await signIn(harness());
    await push.setUp();
    messaging.deliver({ notification: { title: 'Deal' } });
    messaging.deliver(
      orderPushPayload({
        orderId: 'RB100018',
        restaurantName: 'Dosa Point',
        status: 'preparing',
        userPin: null,
        paidOnline: false,
      }),
    );
    expect(updates).toEqual([{ orderId: 'RB100018', status: 'preparing' }]);
    expect(harness().container.get(NotificationCenter).pending).toHaveLength(0);
  });
});

it('the demo backend delivers a welcome push after registration (fake set, no Firebase)', async () => {
  const harness = await createHarness('fake');
  await signIn(harness);
  const push = harness.container.get(PushNotificationsStore);
  expect(await push.setUp()).toBe(true);
  await vi.waitFor(() => expect(toasts(harness).some((text) => text.startsWith('Notifications are on'))).toBe(true));
});

it('the live API without Firebase settings keeps push off, without errors', async () => {
  const harness = await createHarness('http');
  await signIn(harness);
  expect(await harness.container.get(PushNotificationsStore).setUp()).toBe(false);
});
