import { inject, injectable } from 'inversify';
import { type SessionRepository, SessionRepositoryToken } from '../../ports/SessionRepository';
import type { PushMessaging } from '../../ports/PushMessaging';
import { startWhenReady } from '../../shared/startWhenReady';
import { FakeServerToken, type StartingFakeServer } from './FakeGateway';

/**
 * Demo push (no Firebase settings, offline backend): no browser permission is needed because nothing leaves the
 * page; the demo backend delivers messages for the signed-in customer straight to the app.
 */
@injectable()
export class FakeDemoPushMessaging implements PushMessaging {
  constructor(
    @inject(FakeServerToken) private readonly server: StartingFakeServer,
    @inject(SessionRepositoryToken) private readonly session: SessionRepository,
  ) {}

  async isSupported() {
    return true;
  }

  async requestToken() {
    return `demo-push-${Math.random().toString(36).slice(2, 12)}`;
  }

  /** Listens from when the demo backend has started (a backend that cannot start has nothing to deliver). */
  onForegroundMessage(listener: (payload: unknown) => void) {
    return startWhenReady(this.server.ready, (server) =>
      server.push.subscribe((userId, payload) => {
        const reading = this.session.readCredentials();
        if (reading.status !== 'signed-in') return;
        const session = server.db.sessions.findFirst((q) => q.where({ token: reading.credentials.token }));
        if (session?.userId === userId) listener(structuredClone(payload));
      }),
    );
  }
}
