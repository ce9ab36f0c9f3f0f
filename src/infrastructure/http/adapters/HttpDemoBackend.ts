import { injectable } from 'inversify';
import type { DemoBackend } from '../../ports/DemoBackend';

/** The live API has no demo controls. */
@injectable()
export class HttpDemoBackend implements DemoBackend {
  readonly enabled = false;

  async resetDemoData() {}

  async latestMessageTo() {
    return null;
  }
}
