import type { FakeDatabase } from '../../db/FakeDatabase';
import type { SessionRecord, UserRecord } from '../../db/records';
import { refuse } from '../FakeHttpError';
import type { Clock, RequestContext } from '../RequestContext';

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';

/** How long a sign-in lasts unless configured otherwise. */
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Resolves the bearer token of a request to its customer, or answers 401 like the real API: for an unknown
 * token, a revoked one (signed out, password changed) and one older than the session lifetime.
 */
export class Authenticator {
  constructor(
    private readonly db: FakeDatabase,
    private readonly now: Clock,
    private readonly sessionTtlMs: number = DEFAULT_SESSION_TTL_MS,
  ) {}

  requireUser(context: RequestContext): UserRecord {
    return this.requireSession(context).user;
  }

  requireSession(context: RequestContext): { user: UserRecord; session: SessionRecord } {
    const token = context.token;
    const session = token ? this.db.sessions.findFirst((q) => q.where({ token })) : undefined;
    if (session && this.now() - session.createdAt > this.sessionTtlMs) this.revoke(session.token);
    else {
      const user = session ? this.db.users.findFirst((q) => q.where({ id: session.userId })) : undefined;
      if (session && user) return { user, session };
    }
    throw refuse(401, SESSION_EXPIRED_TEXT);
  }

  /** Opens a session for the customer; returns its token. */
  async open(userId: string, token: string, createdAt = this.now()) {
    await this.db.sessions.create({ token, userId, createdAt });
    return token;
  }

  revoke(token: string) {
    this.db.sessions.deleteMany((q) => q.where({ token }));
  }

  /** Ends every session of the customer but `keepToken` (a password change keeps the device that made it). */
  revokeAllOf(userId: string, keepToken?: string) {
    this.db.sessions.deleteMany((q) => q.where({ userId, token: (token) => token !== keepToken }));
  }
}
