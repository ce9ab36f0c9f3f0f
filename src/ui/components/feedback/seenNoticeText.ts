import { istClock } from '../../../domain/train/istTime';
import { t } from '../../i18n/i18n';

/**
 * What a screen says when it shows answers the customer saw before, because the network is missing: the time they
 * were seen, in IST (the app's clock for every time of day), so the customer knows how old the figures are.
 */
export const seenNoticeText = (seenAt: number): string => t('shell.seen', { time: istClock(seenAt) });
