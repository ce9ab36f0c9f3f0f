import { inject, injectable } from 'inversify';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../infrastructure/ports/KeyValueStore';

/**
 * The language chosen on this device, kept in its storage so the next visit (and the prerendered page's first paint)
 * starts in it. What is stored is untrusted: the UI reads it through decideLanguage, which ignores anything it does
 * not speak.
 */
@injectable()
export class LanguageChoice {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  stored(): string | null {
    return this.storage.getItem(StorageKeys.language);
  }

  choose(code: string): void {
    this.storage.setItem(StorageKeys.language, code);
  }
}
