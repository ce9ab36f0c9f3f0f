import { describe, expect, it, vi } from 'vitest';
import type { PickedLocation } from '../../domain/geo/Place';
import { clearDemoSettings, setDemoSettings } from '../../../test/helpers/apiOperations';
import { createHarness, type Harness } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { AddressFormStore } from './AddressFormStore';
import { toastText } from '../../../test/helpers/toastText';

const picked: PickedLocation = {
  latitude: 26.9239,
  longitude: 75.8267,
  placeId: 'gz:jaipur:hawa-mahal',
  address: {
    formattedAddress: 'Hawa Mahal, Jaipur, Rajasthan 302002, India',
    placeId: 'gz:jaipur:hawa-mahal',
    area: 'Johari Bazaar',
    city: 'Jaipur',
    pincode: '302002',
    state: 'Rajasthan',
    country: 'India',
  },
};

async function form(who: 'aarav' | 'kabir' = 'kabir') {
  const harness = await createHarness('fake');
  await signIn(harness, who);
  return { harness, form: await harness.container.getAsync(AddressFormStore) };
}

const toasts = (h: Harness) => h.container.get(NotificationCenter).drain().map(toastText);

describe('AddressFormStore', () => {
  it('refuses missing fields, then a missing map point, then a short pincode', async () => {
    const { form: store } = await form();
    expect(await store.submit()).toBe(false);
    expect(store.error).toEqual({ kind: 'addressFieldsRequired' });
    store.form.setField('completeAddress', 'Haveli 7, Tripolia Bazaar');
    expect(store.error).toBeNull();
    store.form.setField('area', 'Tripolia Bazaar');
    store.form.setField('city', 'Jaipur');
    store.form.setField('pincode', '30-20');
    expect(store.values.pincode).toBe('3020');
    await store.submit();
    expect(store.error).toEqual({ kind: 'mapPoint' });
    store.applyPickedLocation(picked);
    store.form.setField('pincode', '30200');
    await store.submit();
    expect(store.error).toEqual({ kind: 'pincode' });
  });

  it('takes area, city, pincode and state from the map but keeps a typed complete address', async () => {
    const { form: store } = await form();
    store.form.setField('completeAddress', 'Haveli 7');
    store.openPicker();
    store.applyPickedLocation(picked);
    expect(store.pickerOpen).toBe(false);
    expect(store.values).toMatchObject({
      completeAddress: 'Haveli 7',
      area: 'Johari Bazaar',
      city: 'Jaipur',
      pincode: '302002',
      state: 'Rajasthan',
      latitude: 26.9239,
    });
    expect(store.mapPoint).toEqual({ latitude: 26.9239, longitude: 75.8267 });
    store.form.setField('completeAddress', ' ');
    store.applyPickedLocation(picked);
    expect(store.values.completeAddress).toBe('Hawa Mahal, Jaipur, Rajasthan 302002, India');
  });

  it('creates an address: HOME by default, landmark optional', async () => {
    const { harness, form: store } = await form();
    expect(store.values.addressType).toBe('HOME');
    store.applyPickedLocation(picked);
    expect(await store.submit()).toBe(true);
    expect(store.saved).toBe(true);
    expect(toasts(harness)).toEqual(['addressCreated']);
    expect(await store.submit()).toBe(false);
  });

  it('loads the address to edit by id and saves changes', async () => {
    const { harness, form: store } = await form('aarav');
    await store.startEdit('2');
    expect(store.phase).toBe('editing');
    expect(store.values).toMatchObject({ addressType: 'WORK', area: 'Nehru Place', pincode: '110019' });
    expect(store.pickedLocation).toMatchObject({
      latitude: 28.5489,
      address: { area: 'Nehru Place', city: 'New Delhi' },
    });
    store.setAddressType('OTHERS');
    expect(await store.submit()).toBe(true);
    expect(toasts(harness)).toEqual(['addressUpdated']);
  });

  it('an unknown id tells the address is not found; a failed load tells it could not be loaded', async () => {
    const { harness, form: store } = await form('aarav');
    await store.startEdit('3');
    expect(store.phase).toBe('not-found');
    expect(toasts(harness)).toEqual(['addressNotFound']);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setDemoSettings(harness.storage, { faults: { addresses: 'network' } });
    const again = await harness.container.getAsync(AddressFormStore);
    await again.startEdit('1');
    expect(again.phase).toBe('load-failed');
    expect(toasts(harness)).toEqual(['addressLoadFailed']);
  });

  it('a refused save tells the address could not be saved and lets the customer try again', async () => {
    const { harness, form: store } = await form();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setDemoSettings(harness.storage, { faults: { createAddress: 'server' } });
    store.applyPickedLocation(picked);
    expect(await store.submit()).toBe(false);
    expect(toasts(harness)).toEqual(['addressCreateFailed']);
    expect(store.saving).toBe(false);
    clearDemoSettings(harness.storage);
    expect(await store.submit()).toBe(true);
  });

  it('an edit id that is not an address id tells the address is not found without asking the server', async () => {
    const { harness, form: store } = await form('aarav');
    const list = vi.spyOn(harness.server.addresses, 'list');
    for (const id of ['../delete-address/1', '1?x', '%2e%2e', 'a'.repeat(65)]) {
      await store.startEdit(id);
      expect(store.phase).toBe('not-found');
    }
    expect(list).not.toHaveBeenCalled();
    expect(toasts(harness)).toContain('addressNotFound');
  });
});
