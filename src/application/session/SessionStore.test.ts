import { expect, it, vi } from 'vitest';
import { AppError } from '../../domain/errors/AppError';
import { pathOf } from '../../../test/helpers/apiOperations';
import { type AuthApi, AuthApiToken } from '../../infrastructure/ports/AuthApi';
import { DEVICE_KEYS, PER_CUSTOMER_KEYS, StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { type ProfileApi, ProfileApiToken } from '../../infrastructure/ports/ProfileApi';
import { SavedDataEraserToken } from '../../infrastructure/ports/SavedDataEraser';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';
import { holdNextAnswer } from '../../../test/helpers/serverGate';
import { failNetworkFor } from '../../../test/helpers/faults';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';
import { SessionStore } from './SessionStore';
import { savedJson } from '../../../test/helpers/portDoubles';

describeEachAdapterSet('SessionStore', (harness) => {
  const store = () => harness().container.get(SessionStore);

  it('signs in: saves the session, then fetches and stores the current user', async () => {
    await signIn(harness());
    expect(store().isSignedIn).toBe(true);
    expect(store().roleType).toBe('customer');
    expect(store().user).toMatchObject({ name: DEMO_CUSTOMERS.aarav.name, email: DEMO_CUSTOMERS.aarav.email });
    expect(savedJson(harness().storage, StorageKeys.credentials)).toHaveProperty('token');
    expect(savedJson(harness().storage, StorageKeys.user)).toHaveProperty('mobile', DEMO_CUSTOMERS.aarav.phone);
  });

  it('a failed login removes any saved session', async () => {
    harness().storage.setItem(StorageKeys.credentials, JSON.stringify({ token: 'left-over' }));
    await expect(store().login({ phone: DEMO_CUSTOMERS.aarav.phone, password: 'Wrong@123' })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(store().isSignedIn).toBe(false);
    expect(harness().storage.getItem(StorageKeys.credentials)).toBeNull();
  });

  it('a 401 from any call signs the UI out', async () => {
    await signIn(harness());
    harness().server.db.sessions.deleteMany((q) => q.where({ userId: 'u-aarav' }));
    await expect(harness().container.get<AuthApi>(AuthApiToken).currentUser()).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(store().isSignedIn).toBe(false);
    expect(store().user).toBeNull();
  });

  it('a 401 says the session expired (once it is shown) and names whose it was; Logout and a new sign-in do not', async () => {
    await signIn(harness());
    store().logout();
    expect([store().sessionExpired, store().endedCustomer]).toEqual([false, null]);

    await signIn(harness());
    harness().server.db.sessions.deleteMany((q) => q.where({ userId: 'u-aarav' }));
    await expect(harness().container.get<AuthApi>(AuthApiToken).currentUser()).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect([store().sessionExpired, store().endedCustomer]).toEqual([true, DEMO_CUSTOMERS.aarav.phone]);
    store().expiryNoticeShown();
    expect(store().sessionExpired).toBe(false);
    await signIn(harness());
    expect([store().sessionExpired, store().endedCustomer]).toEqual([false, null]);
  });

  it('a late 401 for a token rotated by a profile update keeps the newer session', async () => {
    await signIn(harness());
    const oldToken = savedJson<{ token: string }>(harness().storage, StorageKeys.credentials).token;
    const held = holdNextAnswer(harness(), pathOf('me'));
    const lateCall = store().refreshUser();
    await held.reached;
    const { email, phone: mobile } = DEMO_CUSTOMERS.aarav;
    store().applyProfileUpdate(
      await harness().container.get<ProfileApi>(ProfileApiToken).updateProfile({ name: 'Aarav S.', email, mobile }),
    );
    const newToken = savedJson<{ token: string }>(harness().storage, StorageKeys.credentials).token;
    expect(newToken).not.toBe(oldToken);
    held.release();
    await lateCall;
    expect(store().isSignedIn).toBe(true);
    expect(savedJson<{ token: string }>(harness().storage, StorageKeys.credentials).token).toBe(newToken);
  });

  it('a late 401 for the previous customer does not sign out whoever signed in since', async () => {
    await signIn(harness());
    const held = holdNextAnswer(harness(), pathOf('me'));
    const lateCall = harness().container.get<AuthApi>(AuthApiToken).currentUser();
    await held.reached;
    harness().server.db.sessions.deleteMany((q) => q.where({ userId: 'u-aarav' }));
    await signIn(harness(), 'priya');
    held.release();
    await expect(lateCall).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(store().isSignedIn).toBe(true);
    expect(store().user).toMatchObject({ name: DEMO_CUSTOMERS.priya.name });
  });

  it("a late 'me' answer after a sign-out is dropped: the previous customer's profile is not saved", async () => {
    await signIn(harness());
    const held = holdNextAnswer(harness(), pathOf('me'));
    const lateCall = store().refreshUser();
    await held.reached;
    store().logout();
    held.release();
    await lateCall;
    expect(store().user).toBeNull();
    expect(harness().storage.getItem(StorageKeys.user)).toBeNull();
  });

  it("a late 'me' answer for the previous customer does not replace whoever signed in since", async () => {
    await signIn(harness());
    const held = holdNextAnswer(harness(), pathOf('me'));
    const lateCall = store().refreshUser();
    await held.reached;
    await signIn(harness(), 'priya');
    held.release();
    await lateCall;
    expect(store().user).toMatchObject({ name: DEMO_CUSTOMERS.priya.name });
    expect(savedJson(harness().storage, StorageKeys.user)).toHaveProperty('mobile', DEMO_CUSTOMERS.priya.phone);
  });

  it('a 401 for the token still saved signs out', async () => {
    await signIn(harness());
    const held = holdNextAnswer(harness(), pathOf('me'));
    const call = harness().container.get<AuthApi>(AuthApiToken).currentUser();
    await held.reached;
    harness().server.db.sessions.deleteMany((q) => q.where({ userId: 'u-aarav' }));
    held.release();
    await expect(call).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(store().isSignedIn).toBe(false);
  });

  it('logout removes the credentials, the user and the saved addresses', async () => {
    await signIn(harness());
    harness().storage.setItem(StorageKeys.userAddresses, '[]');
    store().logout();
    expect(store().isSignedIn).toBe(false);
    expect(harness().storage.getItem(StorageKeys.credentials)).toBeNull();
    expect(harness().storage.getItem(StorageKeys.user)).toBeNull();
    expect(harness().storage.getItem(StorageKeys.userAddresses)).toBeNull();
  });

  it('logout ends the session on the server too, so the old token stops working', async () => {
    await signIn(harness());
    const saved = harness().storage.getItem(StorageKeys.credentials)!;
    const { token } = savedJson<{ token: string }>(harness().storage, StorageKeys.credentials);
    store().logout();
    await vi.waitFor(() => expect(harness().server.db.sessions.findFirst((q) => q.where({ token }))).toBeUndefined());
    harness().storage.setItem(StorageKeys.credentials, saved);
    await expect(harness().container.get<AuthApi>(AuthApiToken).currentUser()).rejects.toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('logout signs out locally even when the server cannot be reached', async () => {
    await signIn(harness());
    failNetworkFor(harness(), pathOf('logout'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => store().logout()).not.toThrow();
    expect(store().isSignedIn).toBe(false);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The server could not end the session', expect.anything()),
    );
  });
});

describeEachAdapterSet('SessionStore: sign-out forgets the customer (FEATURES F-safety)', (harness) => {
  const store = () => harness().container.get(SessionStore);
  const fillEveryKey = () => {
    for (const key of [...PER_CUSTOMER_KEYS, ...DEVICE_KEYS])
      if (key !== StorageKeys.credentials) harness().storage.setItem(key, '"left over"');
  };

  it('every storage key is listed once: per customer (removed on sign-out) or per device (kept)', () => {
    const listed = [...PER_CUSTOMER_KEYS, ...DEVICE_KEYS];
    expect([...listed].sort()).toEqual(Object.values(StorageKeys).sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(PER_CUSTOMER_KEYS).toEqual(
      expect.arrayContaining([
        StorageKeys.latestAddress,
        StorageKeys.userAddresses,
        StorageKeys.cartItems,
        StorageKeys.pushToken,
      ]),
    );
  });

  it('logout removes every per-customer key, latestAddress included, and keeps the device keys', async () => {
    await signIn(harness());
    fillEveryKey();
    store().logout();
    for (const key of PER_CUSTOMER_KEYS) expect(harness().storage.getItem(key), key).toBeNull();
    for (const key of DEVICE_KEYS) expect(harness().storage.getItem(key), key).not.toBeNull();
  });

  it('a sign-out by a 401 removes them too', async () => {
    await signIn(harness());
    fillEveryKey();
    harness().server.db.sessions.deleteMany((q) => q.where({ userId: 'u-aarav' }));
    await expect(harness().container.get<AuthApi>(AuthApiToken).currentUser()).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(store().isSignedIn).toBe(false);
    for (const key of PER_CUSTOMER_KEYS) expect(harness().storage.getItem(key), key).toBeNull();
  });
});

describeEachAdapterSet('SessionStore with unreadable credentials', (harness) => {
  it('treats unreadable stored credentials as signed out', async () => {
    harness().storage.setItem(StorageKeys.credentials, '{not json');
    const store = new SessionStore(
      harness().container.get(AuthApiToken),
      harness().container.get(Symbol.for('SessionRepository')),
      harness().container.get(SavedDataEraserToken),
    );
    expect(store.isSignedIn).toBe(false);
    expect(store.reading.status).toBe('unreadable');
  });

  it('treats credentials without a token as signed out', async () => {
    harness().storage.setItem(StorageKeys.credentials, JSON.stringify({ roleType: 'customer' }));
    const store = new SessionStore(
      harness().container.get(AuthApiToken),
      harness().container.get(Symbol.for('SessionRepository')),
      harness().container.get(SavedDataEraserToken),
    );
    expect(store.reading.status).toBe('signed-out');
  });
});
