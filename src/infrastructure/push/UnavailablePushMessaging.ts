import { injectable } from 'inversify';
import type { PushMessaging } from '../ports/PushMessaging';

/** The live API without Firebase settings: there is no push service, so push stays off (never an error). */
@injectable()
export class UnavailablePushMessaging implements PushMessaging {
  async isSupported() {
    return false;
  }

  async requestToken() {
    return null;
  }

  onForegroundMessage() {
    return () => undefined;
  }
}
