import { Box, Divider, Rating, Stack, Typography } from '@mui/material';
import { type ChargeKind, type Order, ORDER_ESTIMATED_MINUTES, visibleCharges } from '../../../domain/order/Order';
import { deliveryDetailsText } from '../../../domain/train/seatClosure';
import { deliveryPinOf } from '../../../domain/order/orderHistory';
import { formatMoneyOff, formatRupees } from '../../format/formatRupees';
import type { MessageId } from '../../i18n/i18n';
import { starsText } from '../../components/rating/starsText';
import { useT } from '../../i18n/useT';

/** Each additional charge's name on an expanded order. */
const CHARGE_MESSAGES: Record<ChargeKind, MessageId> = {
  deliveryCharge: 'ordering.charge.deliveryCharge',
  rainFees: 'ordering.charge.rainFees',
  tip: 'ordering.charge.tip',
  gst: 'ordering.charge.gst',
  restaurantCharges: 'ordering.charge.restaurantCharges',
  handlingCharges: 'ordering.charge.handlingCharges',
  smallCartFees: 'ordering.charge.smallCartFees',
  platformFees: 'ordering.charge.platformFees',
};

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 400 }}>{value}</Typography>
    </Stack>
  );
}

/** An expanded order: items with their ratings, address, estimated time, charges above 0, total, and the PIN. */
export function OrderDetails({ order }: { order: Order }) {
  const t = useT();
  const pin = deliveryPinOf(order);
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {pin && (
        <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography sx={{ fontWeight: 800 }}>{t('ordering.details.pin', { pin })}</Typography>
          <Typography variant="body2">{t('ordering.details.pinHint')}</Typography>
        </Box>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('ordering.details.items')}>
        {order.items.map((item, index) => (
          <Box component="li" key={`${item.menuId}-${index}`} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography>
                {t('ordering.details.itemLine', { item: item.itemName, quantity: item.itemQuantity })}
              </Typography>
              {item.itemRating > 0 && (
                <Rating
                  value={item.itemRating}
                  readOnly
                  size="small"
                  aria-label={t('ordering.details.itemRated', { item: item.itemName, stars: item.itemRating })}
                  getLabelText={starsText}
                />
              )}
            </Box>
            <Typography>{formatRupees(item.itemPrice * item.itemQuantity)}</Typography>
          </Box>
        ))}
      </Stack>
      <Divider />
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('ordering.details.address')}
        </Typography>
        <Typography color="text.secondary">
          {deliveryDetailsText(order.deliveryAddress, order.closure) || '—'}
        </Typography>
      </Box>
      {/* A seat order is handed over when the train reaches its station, not minutes after it is cooked. */}
      {!order.train && (
        <Line
          label={t('ordering.details.estimatedTime')}
          value={t('ordering.details.minutes', ORDER_ESTIMATED_MINUTES)}
        />
      )}
      {visibleCharges(order.charges).map((charge) => (
        <Line key={charge.kind} label={t(CHARGE_MESSAGES[charge.kind])} value={formatRupees(charge.amount)} />
      ))}
      {order.discountPaise ? <Line label={t('bill.discount')} value={formatMoneyOff(order.discountPaise)} /> : null}
      <Divider />
      <Line label={t('ordering.details.total')} value={formatRupees(order.totalAmount)} strong />
    </Stack>
  );
}
