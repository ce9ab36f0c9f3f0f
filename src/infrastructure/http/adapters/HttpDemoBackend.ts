import { inject, injectable } from 'inversify';
import { AppError } from '../../../domain/errors/AppError';
import { paiseFromRupees } from '../../../domain/money/paise';
import { ensureSuccess } from '../../api/mappers/ensureSuccess';
import { DemoApiPaths, pathWithId } from '../../api/paths';
import { SuccessResponseSchema } from '../../api/schemas/common';
import { DemoLatestMessageResponseSchema, DemoPaymentResponseSchema } from '../../api/schemas/demo';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import type { DemoBackend, DemoPaymentOutcome } from '../../ports/DemoBackend';
import { HttpClient } from '../HttpClient';

export const NO_DEMO_GATEWAY_TEXT = 'The demo payment gateway is part of the offline demo only.';

/**
 * The provider's live API has no demo controls (its payment gateway is the provider's own site). The demo API
 * server (`npm run api`, config.demoApi) has them on DemoApiPaths: the demo gateway, on-screen e-mails and reset.
 */
@injectable()
export class HttpDemoBackend implements DemoBackend {
  readonly resetAtStart = false;

  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  get enabled() {
    return this.config.demoApi;
  }

  async resetDemoData() {
    if (!this.enabled) return;
    ensureSuccess(await this.http.post(DemoApiPaths.resetData, { schema: SuccessResponseSchema }));
  }

  async latestMessageTo(email: string) {
    if (!this.enabled) return null;
    return ensureSuccess(
      await this.http.get(DemoApiPaths.latestMessage, { schema: DemoLatestMessageResponseSchema, query: { email } }),
    ).data;
  }

  async paymentFor(orderId: string) {
    if (!this.enabled) throw new AppError('not-found', NO_DEMO_GATEWAY_TEXT);
    const payment = ensureSuccess(
      await this.http.get(pathWithId(DemoApiPaths.payment, orderId), { schema: DemoPaymentResponseSchema }),
    );
    return {
      orderId: payment.orderId,
      restaurantName: payment.restaurantName,
      amount: paiseFromRupees(payment.amount),
      paymentStatus: payment.paymentStatus,
    };
  }

  async settlePayment(orderId: string, outcome: DemoPaymentOutcome) {
    if (!this.enabled) throw new AppError('not-found', NO_DEMO_GATEWAY_TEXT);
    ensureSuccess(
      await this.http.post(pathWithId(DemoApiPaths.settlePayment, orderId), {
        schema: SuccessResponseSchema,
        json: { outcome },
      }),
    );
  }
}
