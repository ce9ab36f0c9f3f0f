import { expect, it, vi } from 'vitest';
import type { AuthApi } from '../../infrastructure/ports/AuthApi';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import type { SessionRepository } from '../../infrastructure/ports/SessionRepository';
import { DEMO_CUSTOMERS } from '../../../test/helpers/signIn';
import { storedSession } from '../../../test/helpers/storedSession';
import { SessionStore } from './SessionStore';

/** A device (local storage) and a tab (its own storage, kept across a reload) with a signed-in customer. */
function signedInTab() {
  const { device, tab, repository } = storedSession();
  repository.saveCredentials({ token: 'ended-on-the-server', roleType: 'customer' });
  repository.saveUser({ id: 'u-aarav', name: 'Aarav', email: 'aarav@example.com', mobile: DEMO_CUSTOMERS.aarav.phone });
  return { device, tab, repository };
}

const startStore = (repository: SessionRepository) => {
  const savedData = { eraseCustomerData: vi.fn(), eraseAll: vi.fn() };
  return { store: new SessionStore({} as AuthApi, repository, savedData), savedData };
};

it('a 401 that came before the session store existed (an adapter at start-up) still says so, and erases the customer', () => {
  const { device, repository } = signedInTab();
  repository.clearCredentials('expired');
  const { store, savedData } = startStore(repository);
  expect([store.isSignedIn, store.sessionExpired, store.endedCustomer]).toEqual([
    false,
    true,
    DEMO_CUSTOMERS.aarav.phone,
  ]);
  expect(store.user).toBeNull();
  expect(device.getItem(StorageKeys.user)).toBeNull();
  expect(savedData.eraseCustomerData).toHaveBeenCalledTimes(1);
});

it('a 401 just before a reload is said by the reloaded page of that tab until shown, and by no other tab', () => {
  const { device, tab, repository } = signedInTab();
  const page = startStore(repository).store;
  repository.clearCredentials('expired');
  expect(page.sessionExpired).toBe(true);

  // The customer reloads before the sign-in page said it.
  const reloaded = startStore(storedSession(device, tab).repository).store;
  expect(reloaded.sessionExpired).toBe(true);
  const otherTab = startStore(storedSession(device).repository).store;
  expect(otherTab.sessionExpired).toBe(false);
  reloaded.expiryNoticeShown();
  const reloadedAgain = startStore(storedSession(device, tab).repository).store;
  expect(reloadedAgain.sessionExpired).toBe(false);
});

it('a visitor who signed out (no 401) starts signed out with nothing to say', () => {
  const { repository } = signedInTab();
  repository.clearCredentials();
  const { store, savedData } = startStore(repository);
  expect([store.isSignedIn, store.sessionExpired, store.endedCustomer]).toEqual([false, false, null]);
  expect(savedData.eraseCustomerData).not.toHaveBeenCalled();
});
