import { describe, expect, it } from 'vitest';
import { StorageKeys } from '../../ports/KeyValueStore';
import { KeyValuePaymentChoiceStorage } from './KeyValuePaymentChoiceStorage';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

describe('KeyValuePaymentChoiceStorage', () => {
  it('keeps the chosen method under railbite.paymentChoice until it is forgotten', () => {
    const storage = new MemoryKeyValueStore();
    const choices = new KeyValuePaymentChoiceStorage(storage);
    choices.save({ method: 'cod', restaurantId: '2' });
    expect(storage.getItem(StorageKeys.paymentChoice)).not.toBeNull();
    expect(new KeyValuePaymentChoiceStorage(storage).read()).toEqual({ method: 'cod', restaurantId: '2' });
    choices.forget();
    expect(storage.getItem(StorageKeys.paymentChoice)).toBeNull();
    expect(choices.read()).toBeNull();
  });

  it.each([
    ['unreadable JSON', '{"method": '],
    ['a method not offered anywhere', '{"method": "upi", "restaurantId": "2"}'],
    ['no kitchen', '{"method": "cod", "restaurantId": ""}'],
    ['a string', '"cod"'],
  ])('reads %s as no choice, without throwing', (_case, raw) => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(StorageKeys.paymentChoice, raw);
    expect(new KeyValuePaymentChoiceStorage(storage).read()).toBeNull();
  });
});
