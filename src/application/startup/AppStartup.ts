import { inject, injectable } from 'inversify';
import { type DemoBackend, DemoBackendToken } from '../../infrastructure/ports/DemoBackend';
import { type KeyValueStore, KeyValueStoreToken } from '../../infrastructure/ports/KeyValueStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { CartStore } from '../cart/CartStore';
import { StartupNotices } from './StartupNotices';

/** Work done once when the app starts. */
@injectable()
export class AppStartup {
  private readonly notices: StartupNotices;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CartStore) private readonly cart: CartStore,
    @inject(DemoBackendToken) demo: DemoBackend,
    @inject(KeyValueStoreToken) storage: KeyValueStore,
    @inject(NotificationCenter) notifications: NotificationCenter,
  ) {
    this.notices = new StartupNotices(demo, storage, notifications);
  }

  /**
   * Says what the customer must know about this start (demo data reset, storage not kept), refreshes what
   * the server knows about a saved session (a stale token answers 401 and signs out), then replaces the cart
   * from the server's.
   */
  async run(): Promise<void> {
    const announced = this.notices.announce();
    await this.session.refreshUser();
    await this.cart.syncFromServer();
    await announced;
  }
}
