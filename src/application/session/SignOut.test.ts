import { expect, it } from 'vitest';
import { PER_CUSTOMER_KEYS, StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { type PushMessaging, PushMessagingToken } from '../../infrastructure/ports/PushMessaging';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';
import { AddressBookStore } from '../address/AddressBookStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { PushNotificationsStore } from '../push/PushNotificationsStore';
import { SessionStore } from './SessionStore';
import { SignOut } from './SignOut';

/** A push service that delivers what the test sends, to whoever listens. */
function pushService(): PushMessaging & { deliver(payload: unknown): void; listening(): boolean } {
  let listener: ((payload: unknown) => void) | null = null;
  return {
    isSupported: async () => true,
    requestToken: async () => 'token-of-this-browser',
    onForegroundMessage: (next) => {
      listener = next;
      return () => (listener = null);
    },
    deliver: (payload) => listener?.(payload),
    listening: () => listener !== null,
  };
}

const devicesOf = (h: Harness, userId: string) => h.server.db.pushDevices.findMany((q) => q.where({ userId }));

/** Aarav, signed in, with push set up on this device through a push service the test controls. */
async function signedInWithPush(h: Harness) {
  const messaging = pushService();
  h.container.rebind(PushMessagingToken).toConstantValue(messaging);
  await signIn(h);
  expect(await h.container.get(PushNotificationsStore).setUp()).toBe(true);
  return messaging;
}

/** The server forgets Aarav's sessions: his token now answers 401. */
const expireSessions = (h: Harness) => h.server.db.sessions.deleteMany((q) => q.where({ userId: 'u-aarav' }));

describeEachAdapterSet('SignOut (FEATURES F-safety)', (harness) => {
  it('stops the push listener, unregisters the device with the backend and forgets every per-customer key', async () => {
    const messaging = await signedInWithPush(harness());
    expect(devicesOf(harness(), 'u-aarav')).toHaveLength(1);
    const book = harness().container.get(AddressBookStore);
    await book.load();
    book.choose(book.addresses[0]!);
    expect(harness().storage.getItem(StorageKeys.latestAddress)).not.toBeNull();

    await harness().container.get(SignOut).signOut();

    expect(harness().container.get(SessionStore).isSignedIn).toBe(false);
    expect(messaging.listening()).toBe(false);
    expect(devicesOf(harness(), 'u-aarav')).toHaveLength(0);
    for (const key of PER_CUSTOMER_KEYS) expect(harness().storage.getItem(key), key).toBeNull();
    expect(harness().storage.getItem(StorageKeys.deviceId)).not.toBeNull();
    const center = harness().container.get(NotificationCenter);
    center.drain();
    messaging.deliver({ notification: { title: 'Your order is here' } });
    expect(center.pending).toEqual([]);
  });

  it('signs out even when the backend cannot be reached to unregister the device', async () => {
    const messaging = await signedInWithPush(harness());
    expireSessions(harness());
    await harness().container.get(SignOut).signOut();
    expect(harness().container.get(SessionStore).isSignedIn).toBe(false);
    expect(messaging.listening()).toBe(false);
  });

  it('a sign-out by a 401 stops the listener as well', async () => {
    const messaging = await signedInWithPush(harness());
    expireSessions(harness());
    await harness().container.get(SessionStore).refreshUser();
    expect(harness().container.get(SessionStore).isSignedIn).toBe(false);
    expect(messaging.listening()).toBe(false);
  });
});
