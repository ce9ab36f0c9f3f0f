import { inject, injectable } from 'inversify';
import {
  type Credentials,
  CredentialsSchema,
  type CredentialsReading,
  type User,
  UserSchema,
} from '../../../domain/session/Session';
import {
  type KeyValueStore,
  KeyValueStoreToken,
  StorageKeys,
  TabKeyValueStoreToken,
  TabStorageKeys,
} from '../../ports/KeyValueStore';
import type { SessionRepository } from '../../ports/SessionRepository';

/**
 * The session in local storage: user_cred holds {token, roleType}; user holds the current-user record. That the server
 * ended the session is kept in the tab's own storage: a reload at that moment still says it, no other tab does.
 */
@injectable()
export class StoredSessionRepository implements SessionRepository {
  constructor(
    @inject(KeyValueStoreToken) private readonly storage: KeyValueStore,
    @inject(TabKeyValueStoreToken) private readonly tab: KeyValueStore,
  ) {}

  readCredentials(): CredentialsReading {
    const raw = this.storage.getItem(StorageKeys.credentials);
    if (raw === null) return { status: 'signed-out' };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      console.error('Stored credentials are unreadable; treating the visitor as signed out', error);
      return { status: 'unreadable' };
    }
    if (value && typeof value === 'object' && !('token' in value && (value as { token?: unknown }).token)) {
      return { status: 'signed-out' };
    }
    const parsed = CredentialsSchema.safeParse(value);
    if (!parsed.success) {
      console.error('Stored credentials are unreadable; treating the visitor as signed out');
      return { status: 'unreadable' };
    }
    return { status: 'signed-in', credentials: parsed.data };
  }

  saveCredentials(credentials: Credentials) {
    this.forgetExpiry();
    this.storage.setItem(StorageKeys.credentials, JSON.stringify(credentials));
  }

  clearCredentials(reason?: 'expired') {
    if (this.storage.getItem(StorageKeys.credentials) === null) return;
    if (reason === 'expired') this.tab.setItem(TabStorageKeys.sessionEnded, '1');
    else this.tab.removeItem(TabStorageKeys.sessionEnded);
    this.storage.removeItem(StorageKeys.credentials);
  }

  isExpired() {
    return this.tab.getItem(TabStorageKeys.sessionEnded) !== null;
  }

  forgetExpiry() {
    this.tab.removeItem(TabStorageKeys.sessionEnded);
  }

  readUser(): User | null {
    const raw = this.storage.getItem(StorageKeys.user);
    if (raw === null) return null;
    try {
      const parsed = UserSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  saveUser(user: User) {
    this.storage.setItem(StorageKeys.user, JSON.stringify(user));
  }

  clearUser() {
    this.storage.removeItem(StorageKeys.user);
  }

  onCredentialsChange(listener: () => void) {
    return this.storage.subscribe(StorageKeys.credentials, listener);
  }
}
