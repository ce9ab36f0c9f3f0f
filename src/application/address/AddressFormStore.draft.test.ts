import { describe, expect, it } from 'vitest';
import type { PickedLocation } from '../../domain/geo/Place';
import { createHarness, type Harness } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';
import { SessionStore } from '../session/SessionStore';
import { AddressFormStore } from './AddressFormStore';

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

async function signedIn(who: 'aarav' | 'kabir' = 'kabir') {
  const harness = await createHarness('fake');
  await signIn(harness, who);
  return harness;
}

/** The page opened again in the same tab (a reload): a new form store over the same tab storage. */
const reopened = (h: Harness) => h.container.getAsync(AddressFormStore);

describe('AddressFormStore: the draft of this tab', () => {
  it('gives back what was typed in the add form after a reload, map point and type included, until it is saved', async () => {
    const harness = await signedIn();
    const typing = await reopened(harness);
    typing.setAddressType('WORK');
    typing.applyPickedLocation(picked);
    typing.form.setField('completeAddress', 'Haveli 7, Tripolia Bazaar');
    typing.form.setField('landmark', 'Opposite the step-well');

    const afterReload = await reopened(harness);
    expect(afterReload.values).toEqual(typing.values);
    expect(afterReload.mapPoint).toEqual({ latitude: picked.latitude, longitude: picked.longitude });

    expect(await afterReload.submit()).toBe(true);
    expect((await reopened(harness)).values).toMatchObject({ addressType: 'HOME', completeAddress: '', latitude: 0 });
  });

  it('keeps the draft when a save is refused, and forgets it on Cancel', async () => {
    const harness = await signedIn();
    const typing = await reopened(harness);
    typing.form.setField('completeAddress', 'Haveli 7');
    expect(await typing.submit()).toBe(false);
    expect((await reopened(harness)).values.completeAddress).toBe('Haveli 7');

    (await reopened(harness)).cancel();
    expect((await reopened(harness)).values.completeAddress).toBe('');
  });

  it("gives back an edit form's typing over the saved address after a reload, for that address only", async () => {
    const harness = await signedIn('aarav');
    const editing = await reopened(harness);
    await editing.startEdit('2');
    editing.form.setField('landmark', 'Behind the metro station');
    editing.setAddressType('OTHERS');

    const afterReload = await reopened(harness);
    await afterReload.startEdit('2');
    expect(afterReload.values).toMatchObject({
      area: 'Nehru Place',
      landmark: 'Behind the metro station',
      addressType: 'OTHERS',
    });
    const other = await reopened(harness);
    await other.startEdit('1');
    expect(other.values.landmark).not.toBe('Behind the metro station');
    expect((await reopened(harness)).values.completeAddress).toBe('');

    expect(await afterReload.submit()).toBe(true);
    const saved = await reopened(harness);
    await saved.startEdit('2');
    expect(saved.values).toMatchObject({ landmark: 'Behind the metro station', addressType: 'OTHERS' });
    saved.form.setField('landmark', 'Typed, then cancelled');
    saved.cancel();
    const afterCancel = await reopened(harness);
    await afterCancel.startEdit('2');
    expect(afterCancel.values.landmark).toBe('Behind the metro station');
  });

  it('is forgotten on sign-out: the next customer in the tab opens an empty form', async () => {
    const harness = await signedIn('kabir');
    (await reopened(harness)).form.setField('completeAddress', "Kabir's flat, 4th floor");
    harness.container.get(SessionStore).logout();
    await signIn(harness, 'aarav');
    expect((await reopened(harness)).values.completeAddress).toBe('');
    harness.container.get(SessionStore).logout();
    await signIn(harness, 'kabir');
    expect((await reopened(harness)).values.completeAddress).toBe('');
  });
});
