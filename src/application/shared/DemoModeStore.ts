import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type Failure, failureOf } from '../../domain/errors/failure';
import { type DemoBackend, DemoBackendToken } from '../../infrastructure/ports/DemoBackend';
import { type SavedDataEraser, SavedDataEraserToken } from '../../infrastructure/ports/SavedDataEraser';
import { SessionStore } from '../session/SessionStore';

/** The demo-only "Reset demo data" control. */
@injectable()
export class DemoModeStore {
  /** A reset is under way. */
  resetting = false;
  /** Why the last reset failed (the dialog words it), or null. */
  resetFailure: Failure | null = null;

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
    this.resetting = true;
    this.resetFailure = null;
    try {
      await this.demo.resetDemoData();
    } catch (error) {
      runInAction(() => (this.resetFailure = failureOf(error)));
      return false;
    } finally {
      runInAction(() => (this.resetting = false));
    }
    this.session.logout();
    this.savedData.eraseAll();
    return true;
  }
}
