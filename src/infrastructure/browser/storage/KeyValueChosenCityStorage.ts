import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import type { ChosenCityStorage } from '../../ports/ChosenCityStorage';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import { readStoredJson, writeStoredJson } from './storedJson';

/** A city's name as saved (a short text: the store looks it up among the demo cities). */
const SavedCitySchema = z.object({ name: z.string().check(z.minLength(1), z.maxLength(80)) });

/** The chosen demo city under railbite.chosenCity (a per-customer key, removed on sign-out). */
@injectable()
export class KeyValueChosenCityStorage implements ChosenCityStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): string | null {
    return readStoredJson(this.storage, StorageKeys.chosenCity, SavedCitySchema)?.name ?? null;
  }

  save(name: string | null) {
    if (name === null) this.storage.removeItem(StorageKeys.chosenCity);
    else writeStoredJson(this.storage, StorageKeys.chosenCity, { name });
  }

  onChange(listener: () => void) {
    return this.storage.subscribe(StorageKeys.chosenCity, listener);
  }
}
