import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { type AddressDraft, emptyAddressDraft } from '../../domain/address/Address';
import { type ApiOperation, setDemoSettings } from '../../../test/helpers/apiOperations';
import { AddressApiToken } from '../../infrastructure/ports/AddressApi';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { SavedAddressStorageToken } from '../../infrastructure/ports/SavedAddressStorage';
import { createHarness, describeOnFakeSet, type Harness } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { AddressBookStore } from './AddressBookStore';
import { AddressSelection } from './AddressSelection';
import { savedJson } from '../../../test/helpers/portDoubles';
import { toastText } from '../../../test/helpers/toastText';

const draft: AddressDraft = {
  ...emptyAddressDraft(),
  completeAddress: '21, Fatehabad Road',
  area: 'Fatehabad Road',
  city: 'Agra',
  state: 'Uttar Pradesh',
  pincode: '282001',
  latitude: 27.165,
  longitude: 78.0398,
};

async function signedInBook(h: Harness, who: 'aarav' | 'priya' | 'kabir' = 'aarav') {
  const book = h.container.get(AddressBookStore);
  await signIn(h, who);
  await when(() => book.status === 'loaded');
  return book;
}

const toasts = (h: Harness) =>
  h.container
    .get(NotificationCenter)
    .drain()
    .map((toast) => `${toast.variant}: ${toastText(toast)}`);
const selected = (h: Harness) => h.container.get(AddressSelection).selected?.id ?? null;
const defaults = (book: AddressBookStore) =>
  book.addresses.filter((address) => address.isDefault).map((address) => address.id);

describeOnFakeSet('AddressBookStore', (harness) => {
  it('loads on sign-in, selects the default, saves the list and caches it as latestAddress', async () => {
    const book = await signedInBook(harness());
    expect(book.addresses.map((a) => a.id)).toEqual(['1', '2']);
    expect(selected(harness())).toBe('1');
    expect(harness().container.get(AddressSelection).point).toEqual({ latitude: 28.6304, longitude: 77.2197 });
    expect(savedJson(harness().storage, StorageKeys.userAddresses)).toHaveLength(2);
    expect(savedJson(harness().storage, StorageKeys.latestAddress)).toEqual({
      locationName: 'Flat 302, Surya Kiran Building, 19 Kasturba Gandhi Marg',
      locationSubtext: 'New Delhi, Delhi 110001',
    });
  });

  it('set-default reloads, keeps exactly one default and selects it', async () => {
    const book = await signedInBook(harness());
    expect(await book.setDefault('2')).toBe(true);
    expect(defaults(book)).toEqual(['2']);
    expect(selected(harness())).toBe('2');
    expect(toasts(harness())).toEqual(['success: addressDefaultSet']);
  });

  it('deleting the default promotes another, which becomes the selected address', async () => {
    const book = await signedInBook(harness());
    expect(await book.remove('1')).toBe(true);
    expect(book.addresses.map((a) => [a.id, a.isDefault])).toEqual([['2', true]]);
    expect(selected(harness())).toBe('2');
    expect(toasts(harness())).toEqual(['success: addressDeleted']);
    await book.remove('2');
    expect(book.addresses).toEqual([]);
    expect(selected(harness())).toBeNull();
    expect(harness().storage.getItem(StorageKeys.userAddresses)).toBeNull();
  });

  it('a customer without addresses is prompted; their first address becomes the selected default', async () => {
    const book = await signedInBook(harness(), 'kabir');
    expect(book.showsNoAddressPrompt).toBe(true);
    expect(await book.create(draft)).toBe(true);
    expect(toasts(harness())).toEqual(['success: addressCreated']);
    expect(book.addresses).toHaveLength(1);
    expect(book.defaultAddress?.completeAddress).toBe('21, Fatehabad Road');
    expect(selected(harness())).toBe(book.defaultAddress?.id);
    expect(book.showsNoAddressPrompt).toBe(false);
    expect(await book.create({ ...draft, completeAddress: '3, Taj Ganj', area: 'Taj Ganj' })).toBe(true);
    expect(defaults(book)).toEqual([book.addresses[0]!.id]);
  });

  it('updates an address and reports it', async () => {
    const book = await signedInBook(harness());
    expect(await book.update('2', draft)).toBe(true);
    expect(book.byId('2')).toMatchObject({ city: 'Agra', isDefault: false });
    expect(toasts(harness())).toEqual(['success: addressUpdated']);
  });

  it('choosing an address selects it and caches it as latestAddress', async () => {
    const book = await signedInBook(harness());
    book.choose(book.byId('2')!);
    expect(selected(harness())).toBe('2');
    expect(savedJson(harness().storage, StorageKeys.latestAddress)).toEqual({
      locationName: 'Office 12, Third Floor, Eros Corporate Tower',
      locationSubtext: 'New Delhi, Delhi 110019',
    });
  });

  it("'Browse Without Address' keeps the prompt away after a reload, until the customer signs out", async () => {
    const h = harness();
    const book = await signedInBook(h, 'kabir');
    book.dismissNoAddressPrompt();
    expect(book.showsNoAddressPrompt).toBe(false);
    const reloaded = () =>
      new AddressBookStore(
        h.container.get(AddressApiToken),
        h.container.get(AddressSelection),
        h.container.get(SessionStore),
        h.container.get(SavedAddressStorageToken),
        h.container.get(NotificationCenter),
      );
    const afterReload = reloaded();
    await when(() => afterReload.status === 'loaded');
    expect(afterReload.showsNoAddressPrompt).toBe(false);

    h.container.get(SessionStore).logout();
    await signIn(h, 'kabir');
    const afterSignOut = reloaded();
    await when(() => afterSignOut.status === 'loaded');
    expect(afterSignOut.showsNoAddressPrompt).toBe(true);
  });

  it('signing out clears the list and the selection', async () => {
    const book = await signedInBook(harness());
    book.dismissNoAddressPrompt();
    harness().container.get(SessionStore).logout();
    expect(book.addresses).toEqual([]);
    expect(selected(harness())).toBeNull();
    expect(book.showsNoAddressPrompt).toBe(false);
  });
});

describe('AddressBookStore failures', () => {
  const failing = async (operation: ApiOperation) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = await createHarness('fake');
    const book = await signedInBook(h);
    toasts(h);
    setDemoSettings(h.storage, { faults: { [operation]: 'server' } });
    return { h, book };
  };

  it.each([
    ['addresses' as const, (book: AddressBookStore) => book.load(), 'addressListFailed'],
    ['createAddress' as const, (book: AddressBookStore) => book.create(draft), 'addressCreateFailed'],
    ['updateAddress' as const, (book: AddressBookStore) => book.update('1', draft), 'addressUpdateFailed'],
    ['deleteAddress' as const, (book: AddressBookStore) => book.remove('1'), 'addressDeleteFailed'],
    ['setDefaultAddress' as const, (book: AddressBookStore) => book.setDefault('2'), 'addressDefaultFailed'],
  ])('%s failing shows its message and keeps the list', async (path, action, message) => {
    const { h, book } = await failing(path);
    expect(await action(book)).toBe(false);
    expect(toasts(h)).toEqual([`error: ${message}`]);
    expect(book.addresses.map((a) => a.id)).toEqual(['1', '2']);
    expect(selected(h)).toBe('1');
  });

  it('shows the saved list at once on start, before the server answers', async () => {
    const h = await createHarness('fake');
    await signedInBook(h);
    const restarted = new AddressBookStore(
      { list: () => new Promise(() => undefined) } as never,
      new AddressSelection(),
      h.container.get(SessionStore),
      h.container.get(SavedAddressStorageToken),
      new NotificationCenter(),
    );
    expect(restarted.addresses.map((a) => a.id)).toEqual(['1', '2']);
    expect(restarted.status).toBe('loading');
  });
});
