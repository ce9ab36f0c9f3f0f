import type { Credentials, CredentialsReading, User } from '../../domain/session/Session';

/** Where the session (credentials under user_cred) and the signed-in user record are kept. */
export interface SessionRepository {
  readCredentials(): CredentialsReading;
  saveCredentials(credentials: Credentials): void;
  /** Removes the credentials; 'expired' when the server ended the session (a 401), not the customer. */
  clearCredentials(reason?: 'expired'): void;
  /** Whether the last sign-out was the server ending the session, until `forgetExpiry` (the customer was told). */
  isExpired(): boolean;
  forgetExpiry(): void;
  readUser(): User | null;
  saveUser(user: User): void;
  clearUser(): void;
  /** Notified whenever the saved credentials change (login, logout, a 401, another tab). */
  onCredentialsChange(listener: () => void): () => void;
}

export const SessionRepositoryToken = Symbol.for('SessionRepository');
