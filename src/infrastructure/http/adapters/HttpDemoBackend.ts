import { injectable } from 'inversify';
import { AppError } from '../../../domain/errors/AppError';
import type { DemoBackend } from '../../ports/DemoBackend';

export const NO_DEMO_GATEWAY_TEXT = 'The demo payment gateway is part of the offline demo only.';

/** The live API has no demo controls: the real payment gateway is the provider's own site. */
@injectable()
export class HttpDemoBackend implements DemoBackend {
  readonly enabled = false;
  readonly resetAtStart = false;

  async resetDemoData() {}

  async latestMessageTo() {
    return null;
  }

  async paymentFor(): Promise<never> {
    throw new AppError('not-found', NO_DEMO_GATEWAY_TEXT);
  }

  async settlePayment(): Promise<never> {
    throw new AppError('not-found', NO_DEMO_GATEWAY_TEXT);
  }
}
