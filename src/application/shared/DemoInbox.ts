import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoBackend, DemoMessage } from '../../infrastructure/ports/DemoBackend';

/** In demo mode, the newest code the fake backend "e-mailed" to an address (nothing is really sent). */
export class DemoInbox {
  message: DemoMessage | null = null;

  constructor(private readonly demo: DemoBackend) {
    makeAutoObservable<this, 'demo'>(this, { demo: false }, { autoBind: true });
  }

  async refresh(email: string | undefined) {
    if (!this.demo.enabled || !email) return;
    const message = await this.demo.latestMessageTo(email);
    runInAction(() => (this.message = message));
  }

  clear() {
    this.message = null;
  }
}
