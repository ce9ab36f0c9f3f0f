import type { NavigateFunction } from 'react-router-dom';
import type { AllowedPaymentRedirect } from '../../../domain/checkout/paymentRedirect';

/** The failure screen's navigation state when the payment page could not be opened. */
export const PAYMENT_PAGE_REFUSED_STATE = { reason: 'payment-page-refused' } as const;

/**
 * Sends the browser to a payment page the checkout has already checked (an allowed https gateway, or the demo
 * gateway inside the app). It never throws: if the browser refuses to go, the failure screen says so.
 */
export function followRedirect(target: AllowedPaymentRedirect, navigate: NavigateFunction) {
  try {
    if (target.kind === 'in-app') void navigate(target.path);
    else window.location.assign(target.url);
  } catch (error) {
    console.error('The payment page could not be opened', error);
    void navigate('/order-status/failed', { state: PAYMENT_PAGE_REFUSED_STATE });
  }
}
