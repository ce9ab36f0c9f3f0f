import type { RedirectPolicy } from '../../domain/checkout/paymentRedirect';
import type { AppConfig } from '../../infrastructure/ports/AppConfig';

/** Which payment pages this build may open: the configured gateways, and the demo's own page in the demo. */
export const paymentRedirectPolicy = (config: AppConfig): RedirectPolicy => ({
  allowedOrigins: config.paymentGatewayOrigins,
  demoGateway: config.backend === 'fake' || config.demoApi,
});
