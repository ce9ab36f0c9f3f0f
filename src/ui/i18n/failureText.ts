import type { Failure } from '../../domain/errors/failure';
import { t } from './i18n';

/** A failure in the customer's language; a server's refusal is shown in its own words. */
export function failureText(failure: Failure): string {
  switch (failure.kind) {
    case 'network':
      return t('error.network');
    case 'malformed':
      return t('error.malformed');
    case 'refused':
      return failure.text;
    case 'offline':
      return t(failure.action === 'placeOrder' ? 'shell.offline.placeOrder' : 'shell.offline.cancelOrder');
  }
}
