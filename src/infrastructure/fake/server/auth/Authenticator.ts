import type { FakeDatabase } from '../../db/FakeDatabase';
import type { UserRecord } from '../../db/records';
import { refuse } from '../FakeHttpError';
import type { RequestContext } from '../RequestContext';

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';

/** Resolves the bearer token of a request to its customer, or answers 401 like the real API. */
export class Authenticator {
  constructor(private readonly db: FakeDatabase) {}

  requireUser(context: RequestContext): UserRecord {
    const token = context.token;
    const session = token ? this.db.sessions.findFirst((q) => q.where({ token })) : undefined;
    const user = session ? this.db.users.findFirst((q) => q.where({ id: session.userId })) : undefined;
    if (!user) throw refuse(401, SESSION_EXPIRED_TEXT);
    return user;
  }
}
