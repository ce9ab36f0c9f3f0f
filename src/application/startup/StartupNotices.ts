import type { DemoBackend } from '../../infrastructure/ports/DemoBackend';
import type { KeyValueStore } from '../../infrastructure/ports/KeyValueStore';
import type { NotificationCenter } from '../notifications/NotificationCenter';

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
    this.storage.onMemoryOnly(() => this.notifications.notify({ kind: 'storageNotKept' }, 'warning'));
    if (!this.demo.enabled) return;
    const start = await this.demo.started().catch(() => null);
    if (start?.resetAtStart) this.notifications.notify({ kind: 'demoDataReset' }, 'info');
  }
}
