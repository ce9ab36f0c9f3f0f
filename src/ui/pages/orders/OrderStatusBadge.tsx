import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CreditCardOffOutlined from '@mui/icons-material/CreditCardOffOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined';
import { Chip, type ChipProps } from '@mui/material';
import { type OrderStatus, orderStatusLabel, parseOrderStatus } from '../../../domain/order/orderStatus';

const LOOK: Record<OrderStatus, { icon: typeof CheckCircleOutline; color: ChipProps['color'] }> = {
  pending: { icon: HourglassEmptyOutlined, color: 'warning' },
  confirmed: { icon: ThumbUpOutlined, color: 'info' },
  preparing: { icon: RestaurantOutlined, color: 'info' },
  'out for delivery': { icon: TwoWheelerOutlined, color: 'primary' },
  delivered: { icon: CheckCircleOutline, color: 'success' },
  cancelled: { icon: CancelOutlined, color: 'default' },
  rejected: { icon: CancelOutlined, color: 'error' },
  'payment failed': { icon: CreditCardOffOutlined, color: 'error' },
  'payment processing': { icon: PaymentsOutlined, color: 'warning' },
  'not delivered': { icon: CancelOutlined, color: 'error' },
};

/** The status icon and badge of an order ('Unknown' for a status the app does not know). */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = parseOrderStatus(status);
  const look = known ? LOOK[known] : { icon: HelpOutline, color: 'default' as const };
  const Icon = look.icon;
  return (
    <Chip
      icon={<Icon />}
      label={orderStatusLabel(status)}
      color={look.color}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 700 }}
    />
  );
}
