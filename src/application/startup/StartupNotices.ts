import type { DemoBackend } from '../../infrastructure/ports/DemoBackend';
import type { KeyValueStore } from '../../infrastructure/ports/KeyValueStore';
import type { NotificationCenter } from '../notifications/NotificationCenter';

export const DEMO_DATA_RESET_TEXT = 'Demo data was reset';
export const STORAGE_NOT_KEPT_TEXT = 'This browser is not keeping data; you will be signed out when you close the tab';

/**
 * What the customer must hear about how the app started: the saved demo data could not be restored (so the
 * demo began again from its seed), or the browser refuses to keep data (said once, whenever it happens).
 */
export class StartupNotices {
  private announced = false;

  constructor(
    private readonly demo: DemoBackend,
    private readonly storage: KeyValueStore,
    private readonly notifications: NotificationCenter,
  ) {}

  /** Once the demo backend has started; a backend that cannot start is the start-up error screen's to say. */
  async announce() {
    if (this.announced) return;
    this.announced = true;
    this.storage.onMemoryOnly(() => this.notifications.notify(STORAGE_NOT_KEPT_TEXT, 'warning'));
    if (!this.demo.enabled) return;
    const start = await this.demo.started().catch(() => null);
    if (start?.resetAtStart) this.notifications.notify(DEMO_DATA_RESET_TEXT, 'info');
  }
}
