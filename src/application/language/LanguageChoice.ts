import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { isNetworkFailure } from '../../domain/connection/networkRetry';
import { settleProfileLanguage } from '../../domain/language/language';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { type ProfileApi, ProfileApiToken } from '../../infrastructure/ports/ProfileApi';
import { ConnectionStore } from '../connection/ConnectionStore';
import { SignalRetry } from '../connection/SignalRetry';
import { SessionStore } from '../session/SessionStore';

/**
 * The language chosen: kept on the device (its storage, so the next visit and the prerendered page's first paint start
 * in it, signed in or not) and, for a signed-in customer, on their profile, so it follows them to another phone
 * (settleProfileLanguage says which wins). A choice made with no signal is kept on the device as unsaved and sent when
 * the signal returns, or at the next start or sign-in. What is stored is untrusted: the UI reads it through
 * decideLanguage, which ignores anything it does not speak.
 */
@injectable()
export class LanguageChoice {
  /** The language the app speaks, which the UI follows; null until the UI has started in one. */
  current: string | null = null;
  /** A round of settling the language with the customer's profile is under way. */
  settling = false;
  private following = false;
  private again = false;
  private readonly retry: SignalRetry;

  constructor(
    @inject(KeyValueStoreToken) private readonly storage: KeyValueStore,
    @inject(ProfileApiToken) private readonly api: ProfileApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ConnectionStore) connection: ConnectionStore,
  ) {
    this.retry = new SignalRetry(connection, () => void this.sync());
    makeAutoObservable<this, 'storage' | 'api' | 'session' | 'retry' | 'following' | 'again'>(
      this,
      { storage: false, api: false, session: false, retry: false, following: false, again: false },
      { autoBind: true },
    );
  }

  stored(): string | null {
    return this.storage.getItem(StorageKeys.language);
  }

  /**
   * The UI speaks `code` (the device's choice, else the browser's): from now on, each time a customer is signed in
   * (at start, or by signing in), their profile's language is followed or saved.
   */
  start(code: string): void {
    this.current = code;
    if (this.following) return;
    this.following = true;
    reaction(
      () => this.customer,
      (owner) => (owner ? void this.sync() : this.retry.settled()),
      { fireImmediately: true },
    );
  }

  /** The visitor chose `code`: kept on the device, and saved to a signed-in customer's profile. */
  choose(code: string): void {
    this.speak(code);
    if (!this.session.isSignedIn) return;
    this.storage.setItem(StorageKeys.unsavedLanguage, code);
    void this.sync();
  }

  private speak(code: string) {
    this.storage.setItem(StorageKeys.language, code);
    this.current = code;
  }

  /** Settles the signed-in customer's language with their profile; a call made meanwhile runs once more after. */
  private async sync(): Promise<void> {
    if (this.settling) {
      this.again = true;
      return;
    }
    this.settling = true;
    try {
      do {
        this.again = false;
        await this.settle();
      } while (this.again);
    } finally {
      runInAction(() => (this.settling = false));
    }
  }

  private async settle(): Promise<void> {
    const owner = this.customer;
    if (!owner) return this.retry.settled();
    try {
      const profile = await this.api.getProfile();
      // Another customer's profile, or none: this round is over (a sign-in runs its own).
      if (this.customer !== owner) return;
      const settled = settleProfileLanguage(this.stored(), this.unsaved(), profile.language);
      if (!settled) return this.retry.settled();
      if (settled.speak !== this.current) this.speak(settled.speak);
      if (settled.save) {
        const update = await this.api.updateProfile({ ...profile, language: settled.speak });
        if (this.customer !== owner) return;
        this.session.applyProfileUpdate(update);
      }
      // A later choice made while this one was on its way stays unsaved: the next round sends it.
      if (this.unsaved() === settled.speak) this.storage.removeItem(StorageKeys.unsavedLanguage);
      this.retry.settled();
    } catch (error) {
      if (isNetworkFailure(error)) return this.retry.schedule();
      // A refusal keeps the unsaved choice on the device (it still wins here); the next start or sign-in tries again.
      console.warn("The language could not be kept with the customer's profile", error);
      this.retry.settled();
    }
  }

  /**
   * The signed-in customer, once known (by id, else by mobile: unlike the session's token, neither changes when a
   * profile update rotates it); null when signed out.
   */
  private get customer(): string | null {
    const user = this.session.isSignedIn ? this.session.user : null;
    return user ? user.id || user.mobile : null;
  }

  private unsaved(): string | null {
    return this.storage.getItem(StorageKeys.unsavedLanguage);
  }
}
