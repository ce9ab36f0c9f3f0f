import type { FakeDatabase } from '../db/FakeDatabase';
import { Authenticator } from './auth/Authenticator';
import { AuthService } from './auth/AuthService';
import { CatalogueService } from './catalogue/CatalogueService';
import { IpLocationService } from './location/IpLocationService';
import type { Clock } from './RequestContext';

/**
 * The offline backend: one service per API area, with the rules a real server would enforce.
 * Fake adapters call it in process; msw handlers expose it on the spec's HTTP paths.
 */
export class FakeServer {
  readonly authenticator: Authenticator;
  readonly auth: AuthService;
  readonly catalogue: CatalogueService;
  readonly location = new IpLocationService();

  constructor(
    readonly db: FakeDatabase,
    readonly now: Clock,
    private readonly reseed: () => Promise<void>,
  ) {
    this.authenticator = new Authenticator(db);
    this.auth = new AuthService(db, this.authenticator, now);
    this.catalogue = new CatalogueService(db);
  }

  /** Forgets every change made in the demo and restores the seed. */
  resetDemoData(): Promise<void> {
    return this.reseed();
  }
}
