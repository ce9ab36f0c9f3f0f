import { inject, injectable } from 'inversify';
import { SessionStore } from '../session/SessionStore';

/** Work done once when the app starts. */
@injectable()
export class AppStartup {
  constructor(@inject(SessionStore) private readonly session: SessionStore) {}

  /** Refreshes what the server knows about a saved session (a stale token answers 401 and signs out). */
  async run(): Promise<void> {
    await this.session.refreshUser();
  }
}
