import { expect, it } from 'vitest';
import { type AddressDraft, emptyAddressDraft } from '../../domain/address/Address';
import { type AddressApi, AddressApiToken } from '../ports/AddressApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';

const api = (h: Harness) => h.container.get<AddressApi>(AddressApiToken);

const draft = (overrides: Partial<AddressDraft> = {}): AddressDraft => ({
  ...emptyAddressDraft(),
  addressType: 'WORK',
  completeAddress: '  12, Lal Quila Marg  ',
  area: 'Chandni Chowk',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110006',
  latitude: 28.6506,
  longitude: 77.2303,
  placeId: 'gz:new-delhi:chandni-chowk',
  ...overrides,
});

const defaults = async (h: Harness) =>
  (await api(h).list()).filter((address) => address.isDefault).map((address) => address.id);

describeEachAdapterSet('AddressApi contract', (harness) => {
  it('lists the signed-in customer’s own addresses, exactly one of them default', async () => {
    await signIn(harness(), 'aarav');
    const list = await api(harness()).list();
    expect(list.map((a) => [a.id, a.addressType, a.isDefault])).toEqual([
      ['1', 'HOME', true],
      ['2', 'WORK', false],
    ]);
    expect(list[0]).toMatchObject({
      area: 'Connaught Place',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
      latitude: 28.6304,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await rejection(api(harness()).list())).kind).toBe('unauthorized');
    expect((await rejection(api(harness()).create(draft()))).kind).toBe('unauthorized');
  });

  it('makes a customer’s first address the default, and later ones not', async () => {
    await signIn(harness(), 'kabir');
    expect(await api(harness()).list()).toEqual([]);
    await api(harness()).create(draft());
    await api(harness()).create(
      draft({ addressType: 'HOME', completeAddress: 'House 9, Civil Lines', area: 'Civil Lines', pincode: '110054' }),
    );
    const list = await api(harness()).list();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      addressType: 'WORK',
      completeAddress: '12, Lal Quila Marg',
      isDefault: true,
      placeId: 'gz:new-delhi:chandni-chowk',
    });
    expect(list[1]).toMatchObject({ addressType: 'HOME', isDefault: false });
  });

  it('refuses missing fields, a missing map point and a bad pincode', async () => {
    await signIn(harness(), 'kabir');
    expect((await rejection(api(harness()).create(draft({ city: ' ' })))).message).toBe(
      'Please fill in all required fields',
    );
    expect((await rejection(api(harness()).create(draft({ latitude: 0 })))).message).toBe(
      'Please select a location on the map',
    );
    const badPincode = await rejection(api(harness()).create(draft({ pincode: '11006' })));
    expect(badPincode).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Please enter a valid 6-digit pincode',
    });
    expect(await api(harness()).list()).toEqual([]);
  });

  it('updates an address and keeps its default flag', async () => {
    await signIn(harness(), 'aarav');
    await api(harness()).update('1', draft({ addressType: 'OTHERS', landmark: 'Gate 3' }));
    const [updated] = await api(harness()).list();
    expect(updated).toMatchObject({
      id: '1',
      addressType: 'OTHERS',
      completeAddress: '12, Lal Quila Marg',
      landmark: 'Gate 3',
      isDefault: true,
    });
    expect((await rejection(api(harness()).update('1', draft({ pincode: 'abc' })))).message).toBe(
      'Please enter a valid 6-digit pincode',
    );
  });

  it('moves the default with set-default', async () => {
    await signIn(harness(), 'aarav');
    await api(harness()).setDefault('2');
    expect(await defaults(harness())).toEqual(['2']);
    await api(harness()).setDefault('2');
    expect(await defaults(harness())).toEqual(['2']);
  });

  it('deleting the default promotes another; deleting the last leaves none', async () => {
    await signIn(harness(), 'aarav');
    await api(harness()).remove('1');
    expect((await api(harness()).list()).map((a) => [a.id, a.isDefault])).toEqual([['2', true]]);
    await api(harness()).remove('2');
    expect(await api(harness()).list()).toEqual([]);
  });

  it('deleting a non-default address leaves the default where it is', async () => {
    await signIn(harness(), 'aarav');
    await api(harness()).remove('2');
    expect(await defaults(harness())).toEqual(['1']);
  });

  it('never shows or changes another customer’s address (404)', async () => {
    await signIn(harness(), 'priya');
    expect((await api(harness()).list()).map((a) => a.id)).toEqual(['3']);
    for (const attempt of [
      api(harness()).update('1', draft()),
      api(harness()).setDefault('1'),
      api(harness()).remove('1'),
      api(harness()).remove('999'),
    ]) {
      const error = await rejection(attempt);
      expect(error).toMatchObject({ kind: 'not-found', message: 'Address not found' });
    }
    await signIn(harness(), 'aarav');
    expect(await defaults(harness())).toEqual(['1']);
  });
});

describeEachAdapterSet(
  'AddressApi contract with update-user-address over POST',
  (harness) => {
    it('updates an address', async () => {
      await signIn(harness(), 'aarav');
      await api(harness()).update('2', draft({ completeAddress: 'Tower B, Nehru Place' }));
      expect((await api(harness()).list())[1]).toMatchObject({
        id: '2',
        completeAddress: 'Tower B, Nehru Place',
        isDefault: false,
      });
    });
  },
  { config: { addressUpdateMethod: 'POST' } },
);
