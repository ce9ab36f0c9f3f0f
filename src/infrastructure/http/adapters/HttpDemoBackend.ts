import { inject, injectable } from 'inversify';
import { AppError } from '../../../domain/errors/AppError';
import { DemoEndpoints } from '../../api/endpoints/demoEndpoints';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import type { DemoBackend, DemoPaymentOutcome, DemoStart } from '../../ports/DemoBackend';
import { HttpClient } from '../HttpClient';

export const NO_DEMO_GATEWAY_TEXT = 'The demo payment gateway is part of the offline demo only.';

/**
 * The provider's live API has no demo controls (its payment gateway is the provider's own site). The demo API
 * server (`npm run api`, config.demoApi) has them on DemoApiPaths: the demo gateway, on-screen e-mails and reset.
 */
@injectable()
export class HttpDemoBackend implements DemoBackend {
  /** A server's data is its own: it is never reset by starting the app. */
  started = async (): Promise<DemoStart> => ({ resetAtStart: false });

  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  get enabled() {
    return this.config.demoApi;
  }

  async resetDemoData() {
    if (this.enabled) await this.http.call(DemoEndpoints.resetData, undefined);
  }

  async latestMessageTo(email: string) {
    return this.enabled ? this.http.call(DemoEndpoints.latestMessage, email) : null;
  }

  async paymentFor(orderId: string) {
    if (!this.enabled) throw new AppError('not-found', NO_DEMO_GATEWAY_TEXT);
    return this.http.call(DemoEndpoints.payment, orderId);
  }

  async settlePayment(orderId: string, outcome: DemoPaymentOutcome) {
    if (!this.enabled) throw new AppError('not-found', NO_DEMO_GATEWAY_TEXT);
    await this.http.call(DemoEndpoints.settlePayment, { orderId, outcome });
  }
}
