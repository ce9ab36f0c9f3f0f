import { inject, injectable } from 'inversify';
import { PushNotificationsStore } from '../push/PushNotificationsStore';
import { SessionStore } from './SessionStore';

/**
 * Logout (FEATURES F-safety): the device stops receiving the customer's push notifications (the listener stops and the
 * backend is told, with the session still attached), then the session and every per-customer key are removed.
 * The server ends the session after the unregistration (which needs it); the app never waits for either: a failure
 * is only logged.
 */
@injectable()
export class SignOut {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PushNotificationsStore) private readonly push: PushNotificationsStore,
  ) {}

  async signOut(): Promise<void> {
    const unregistering = this.push.forgetDevice();
    this.session.logout(unregistering);
    await unregistering;
  }
}
