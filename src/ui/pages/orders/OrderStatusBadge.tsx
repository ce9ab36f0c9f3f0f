import { type OrderStatus, parseOrderStatus } from '../../../domain/order/orderStatus';
import { PathIcon } from '../../components/icons/PathIcon';
import { ORDER_ICON_PATHS } from './orderIconPaths';
import { orderStatusText } from '../../i18n/orderStatusText';
import { useT } from '../../i18n/useT';
import css from './orderCard.module.css';

type Tone = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'error';

const LOOK: Record<OrderStatus, { icon: keyof typeof ORDER_ICON_PATHS; tone: Tone }> = {
  pending: { icon: 'pending', tone: 'warning' },
  confirmed: { icon: 'confirmed', tone: 'info' },
  preparing: { icon: 'preparing', tone: 'info' },
  'out for delivery': { icon: 'outForDelivery', tone: 'primary' },
  delivered: { icon: 'delivered', tone: 'success' },
  cancelled: { icon: 'cancelled', tone: 'default' },
  rejected: { icon: 'cancelled', tone: 'error' },
  'payment failed': { icon: 'paymentFailed', tone: 'error' },
  'payment processing': { icon: 'paymentProcessing', tone: 'warning' },
  'not delivered': { icon: 'cancelled', tone: 'error' },
};

/** The status icon and badge of an order ('Unknown' for a status the app does not know). */
export function OrderStatusBadge({ status }: { status: string }) {
  useT();
  const known = parseOrderStatus(status);
  const look = known ? LOOK[known] : { icon: 'unknown' as const, tone: 'default' as const };
  return (
    <span className={`${css.badge} ${css[look.tone]}`}>
      <PathIcon path={ORDER_ICON_PATHS[look.icon]} className={css.badgeIcon} />
      <span className={css.badgeLabel}>{orderStatusText(status)}</span>
    </span>
  );
}
