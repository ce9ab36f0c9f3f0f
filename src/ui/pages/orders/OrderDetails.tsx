import { Box, Divider, Rating, Stack, Typography } from '@mui/material';
import { type Order, ORDER_ESTIMATED_TIME_TEXT, visibleCharges } from '../../../domain/order/Order';
import { deliveryDetailsText } from '../../../domain/train/seatClosure';
import { deliveryPinOf } from '../../../domain/order/orderHistory';
import { DISCOUNT_LABEL } from '../../../domain/cart/charges';
import { formatMoneyOff, formatRupees } from '../../format/formatRupees';

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
  const pin = deliveryPinOf(order);
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {pin && (
        <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography sx={{ fontWeight: 800 }}>Delivery PIN: {pin}</Typography>
          <Typography variant="body2">Share this PIN with your delivery partner when the order arrives.</Typography>
        </Box>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Items">
        {order.items.map((item, index) => (
          <Box component="li" key={`${item.menuId}-${index}`} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography>
                {item.itemName} × {item.itemQuantity}
              </Typography>
              {item.itemRating > 0 && (
                <Rating
                  value={item.itemRating}
                  readOnly
                  size="small"
                  aria-label={`${item.itemName} rated ${item.itemRating} of 5`}
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
          Delivery address
        </Typography>
        <Typography color="text.secondary">
          {deliveryDetailsText(order.deliveryAddress, order.closure) || '—'}
        </Typography>
      </Box>
      {/* A seat order is handed over when the train reaches its station, not minutes after it is cooked. */}
      {!order.train && <Line label="Estimated time" value={ORDER_ESTIMATED_TIME_TEXT} />}
      {visibleCharges(order.charges).map((charge) => (
        <Line key={charge.kind} label={charge.label} value={formatRupees(charge.amount)} />
      ))}
      {order.discountPaise ? <Line label={DISCOUNT_LABEL} value={formatMoneyOff(order.discountPaise)} /> : null}
      <Divider />
      <Line label="Total" value={formatRupees(order.totalAmount)} strong />
    </Stack>
  );
}
