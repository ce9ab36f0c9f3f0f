import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type DemoBackend, DemoBackendToken } from '../../infrastructure/ports/DemoBackend';
import { type SavedDataEraser, SavedDataEraserToken } from '../../infrastructure/ports/SavedDataEraser';
import { SessionStore } from '../session/SessionStore';
import { Submission } from './Submission';

/** The demo-only "Reset demo data" control. */
@injectable()
export class DemoModeStore {
  readonly resetting = new Submission();

  constructor(
    @inject(DemoBackendToken) private readonly demo: DemoBackend,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SavedDataEraserToken) private readonly savedData: SavedDataEraser,
  ) {
    makeAutoObservable<this, 'demo' | 'session' | 'savedData'>(
      this,
      { demo: false, session: false, savedData: false },
      { autoBind: true },
    );
  }

  get enabled() {
    return this.demo.enabled;
  }

  /** Restores the seed, signs out and forgets every locally saved value; true when the page should reload. */
  async resetDemoData(): Promise<boolean> {
    const result = await this.resetting.run(() => this.demo.resetDemoData());
    if (!result.ok) return false;
    this.session.logout();
    this.savedData.eraseAll();
    return true;
  }
}
