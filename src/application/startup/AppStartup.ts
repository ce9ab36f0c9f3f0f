import { inject, injectable } from 'inversify';
import { SessionStore } from '../session/SessionStore';
import { CartStore } from '../cart/CartStore';

/** Work done once when the app starts. */
@injectable()
export class AppStartup {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CartStore) private readonly cart: CartStore,
  ) {}

  /**
   * Refreshes what the server knows about a saved session (a stale token answers 401 and signs out), then
   * replaces the cart from the server's.
   */
  async run(): Promise<void> {
    await this.session.refreshUser();
    await this.cart.syncFromServer();
  }
}
