import { inject, injectable } from 'inversify';
import type { DemoBackend } from '../../ports/DemoBackend';
import type { FakeServer } from '../server/FakeServer';
import { FakeServerToken } from './FakeGateway';

@injectable()
export class FakeDemoBackend implements DemoBackend {
  readonly enabled = true;

  constructor(@inject(FakeServerToken) private readonly server: FakeServer) {}

  resetDemoData() {
    return this.server.resetDemoData();
  }

  async latestMessageTo(email: string) {
    const message = this.server.auth.latestMessageTo(email);
    return message ? { to: message.to, subject: message.subject, code: message.code, sentAt: message.sentAt } : null;
  }
}
