import { seatRefundAmount } from '../../../domain/train/seat';
import { t } from '../../i18n/i18n';

/**
 * What a closed seat order's money comes to: a full refund of what was paid online, else nothing to refund. A file of
 * its own: the toasts (in the start-up code) word rescue pushes with it without the train screens' helpers.
 */
export const seatRefundWords = (refundPaise: number): string =>
  refundPaise > 0 ? t('train.refundFull', { amount: seatRefundAmount(refundPaise) }) : t('train.nothingPaid');
