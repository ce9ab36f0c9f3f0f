import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/helpers/portDoubles';
import { DEVICE_KEYS, StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { LanguageChoice } from './LanguageChoice';

describe('LanguageChoice', () => {
  it('keeps the chosen language on the device, as a device key that sign-out leaves alone', () => {
    const storage = memoryStorage();
    const choice = new LanguageChoice(storage);
    expect(choice.stored()).toBeNull();
    choice.choose('hi');
    expect(choice.stored()).toBe('hi');
    expect(storage.getItem(StorageKeys.language)).toBe('hi');
    expect(DEVICE_KEYS).toContain(StorageKeys.language);
  });
});
