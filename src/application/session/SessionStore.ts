import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ownerKeyOf } from '../../domain/session/ownerKey';
import type { CredentialsReading, User } from '../../domain/session/Session';
import { type AuthApi, AuthApiToken, type LoginRequest } from '../../infrastructure/ports/AuthApi';
import type { ProfileUpdate } from '../../infrastructure/ports/ProfileApi';
import { type SavedDataEraser, SavedDataEraserToken } from '../../infrastructure/ports/SavedDataEraser';
import { type SessionRepository, SessionRepositoryToken } from '../../infrastructure/ports/SessionRepository';

/**
 * Who is using the app. Signed in means: saved credentials with a token (FEATURES F-foundation).
 * Follows the saved credentials, so a 401 anywhere (which clears them) signs the UI out at once and is told on the
 * sign-in page. Any sign-out (Logout, a 401, another tab) erases every per-customer value saved on the device.
 */
@injectable()
export class SessionStore {
  reading: CredentialsReading;
  user: User | null;
  /** The server ended the session (a 401): the sign-in page says so, once (`expiryNoticeShown`). */
  sessionExpired = false;
  /** The mobile number of the customer whose session the server ended, until someone signs in again. */
  endedCustomer: string | null = null;

  constructor(
    @inject(AuthApiToken) private readonly api: AuthApi,
    @inject(SessionRepositoryToken) private readonly repository: SessionRepository,
    @inject(SavedDataEraserToken) private readonly savedData: SavedDataEraser,
  ) {
    this.reading = repository.readCredentials();
    this.user = this.reading.status === 'signed-in' ? repository.readUser() : null;
    makeAutoObservable<this, 'api' | 'repository' | 'savedData'>(
      this,
      { api: false, repository: false, savedData: false },
      { autoBind: true },
    );
    repository.onCredentialsChange(this.followSavedCredentials);
    // The session may have ended before this page's store existed: an adapter's start-up request, or a 401 just
    // before a reload. The sign-in page says it all the same.
    if (this.reading.status !== 'signed-in' && repository.isExpired()) this.endSession(repository.readUser());
  }

  get isSignedIn() {
    return this.reading.status === 'signed-in';
  }

  /** The token of the session in use (the session's identity), or null when signed out. */
  private get currentToken() {
    const reading = this.repository.readCredentials();
    return reading.status === 'signed-in' ? reading.credentials.token : null;
  }

  /**
   * Whose per-customer records (the favourites outbox) are being kept: the customer's id, else this session's; null
   * when signed out.
   */
  get ownerKey(): string | null {
    return this.reading.status === 'signed-in' ? ownerKeyOf(this.user, this.reading.credentials.token) : null;
  }

  get roleType() {
    return this.reading.status === 'signed-in' ? (this.reading.credentials.roleType ?? null) : null;
  }

  /** Saves the session, then fetches and stores the current user. Any login error removes the saved session. */
  async login(request: LoginRequest): Promise<void> {
    try {
      const credentials = await this.api.login(request);
      this.repository.saveCredentials(credentials);
    } catch (error) {
      this.repository.clearCredentials();
      throw error;
    }
    this.sessionExpired = false;
    await this.refreshUser();
    runInAction(() => (this.endedCustomer = null));
  }

  /** The sign-in page has said the session expired: it is said once. */
  expiryNoticeShown() {
    this.sessionExpired = false;
    this.repository.forgetExpiry();
  }

  /**
   * Re-reads the current user for a saved session; a stale session answers 401, which signs out. An answer that
   * arrives after the session changed (a sign-out, another customer's sign-in, here or in another tab) is about a
   * customer who is no longer here: it is dropped, never saved.
   */
  async refreshUser(): Promise<void> {
    const asked = this.currentToken;
    if (!asked) return;
    try {
      const user = await this.api.currentUser();
      if (this.currentToken !== asked) return;
      this.repository.saveUser(user);
      runInAction(() => {
        this.user = user;
      });
    } catch (error) {
      console.warn('Could not refresh the signed-in user', error);
    }
  }

  /** Adopts what a profile update returned: new credentials (a rotated token) and the updated user. */
  applyProfileUpdate({ credentials, user }: Pick<ProfileUpdate, 'credentials' | 'user'>) {
    if (credentials) this.repository.saveCredentials(credentials);
    if (user) {
      this.repository.saveUser(user);
      this.user = user;
    }
  }

  /**
   * Ends the session on the server (without waiting: signing out works offline too, and an unrevoked token
   * still expires), then removes the credentials and every other per-customer key; other stores follow `isSignedIn`.
   * The server is told once `pending` settles: requests still made with this session (unregistering push) go first.
   */
  logout(pending: Promise<unknown> = Promise.resolve()) {
    const token = this.reading.status === 'signed-in' ? this.reading.credentials.token : null;
    if (token) {
      void pending
        .then(() => this.api.logout(token))
        .catch((error: unknown) => console.warn('The server could not end the session', error));
    }
    this.repository.clearCredentials();
    this.forgetCustomer();
    this.followSavedCredentials();
  }

  private followSavedCredentials() {
    const wasSignedIn = this.isSignedIn;
    this.reading = this.repository.readCredentials();
    if (this.reading.status === 'signed-in') return;
    if (!wasSignedIn) {
      if (this.user) this.clearUser();
    } else if (this.repository.isExpired()) this.endSession(this.user);
    else {
      this.clearUser();
      this.forgetCustomer();
    }
  }

  /** The server ended the session of `customer`: the sign-in page says so and nothing of theirs stays. */
  private endSession(customer: User | null) {
    this.sessionExpired = true;
    this.endedCustomer = customer?.mobile ?? null;
    this.clearUser();
    this.forgetCustomer();
  }

  private clearUser() {
    this.user = null;
    this.repository.clearUser();
  }

  private forgetCustomer() {
    this.savedData.eraseCustomerData();
  }
}
