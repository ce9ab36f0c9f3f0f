import ExpandMore from '@mui/icons-material/ExpandMore';
import { Avatar, Box, Button, Collapse, IconButton, Paper, Rating, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { itemCount, type Order } from '../../../domain/order/Order';
import { isActiveOrder } from '../../../domain/order/orderHistory';
import { isRateable } from '../../../domain/order/rating';
import { trainOrderLabel } from '../../../domain/train/trainOrder';
import { formatDateTime } from '../../format/formatDateTime';
import { formatRupees } from '../../format/formatRupees';
import { closedOrderText } from '../../format/refundText';
import { OrderDetails } from './OrderDetails';
import { OrderStatusBadge } from './OrderStatusBadge';
import { CancelOrderButton } from './CancelOrderButton';
import { ReorderButton } from './ReorderButton';

/**
 * The stars of a card: the order's rating, or stars to click for one (a click opens Rate Your Order; on an order
 * still on its way, labelled 'Rate once delivered', it says that only delivered orders can be rated). Closed orders
 * show none.
 */
function OrderRating({ order, onRate }: { order: Order; onRate: (stars: number) => void }) {
  const rating = order.foodRating || order.rating;
  if (rating === 0 && !isRateable(order) && !isActiveOrder(order)) return null;
  if (rating > 0) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Your rating
        </Typography>
        <Rating value={rating} readOnly size="small" aria-label={`Rated ${rating} of 5`} />
      </Stack>
    );
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="body2" color="text.secondary" id={`rate-${order.orderId}`} sx={{ whiteSpace: 'nowrap' }}>
        {isRateable(order) ? 'Rate this order' : 'Rate once delivered'}
      </Typography>
      <Rating
        name={`rate-${order.orderId}`}
        value={0}
        size="small"
        onChange={(_event, stars) => stars && onRate(stars)}
      />
    </Stack>
  );
}

/**
 * One order: restaurant, Order ID, date, status, total, item count and an arrow that expands the details.
 * A `focused` card (the order a push opened) expands and scrolls into view.
 */
export function OrderCard({
  order,
  onRate,
  focused = false,
}: {
  order: Order;
  onRate: (order: Order, stars: number) => void;
  focused?: boolean;
}) {
  const [open, setOpen] = useState(focused);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    setOpen(true);
    card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [focused]);
  const titleId = useId();
  const detailsId = useId();
  const count = itemCount(order);
  return (
    <Paper ref={card} component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          variant="rounded"
          src={order.restaurantImage || undefined}
          alt={order.restaurantName}
          sx={{ width: 56, height: 56 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 800, mr: 1 }}>
              {order.restaurantName}
            </Typography>
            <OrderStatusBadge status={order.orderStatus} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Order ID: {order.orderId}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(order.createdAt)}
          </Typography>
          {order.train && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {trainOrderLabel(order.train)}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <strong>{formatRupees(order.totalAmount)}</strong> · {count} {count === 1 ? 'item' : 'items'}
          </Typography>
          {order.refundPaise != null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {closedOrderText(order.orderStatus, order.refundPaise)}
            </Typography>
          )}
        </Box>
        <IconButton
          aria-label="Order details"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          <ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }} />
        </IconButton>
      </Stack>
      <Stack
        direction="row"
        sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <OrderRating order={order} onRate={(stars) => onRate(order, stars)} />
        <ReorderButton order={order} />
        <CancelOrderButton order={order} />
        {isActiveOrder(order) && (
          <Button
            component={RouterLink}
            to="/track-order"
            state={{ orderId: order.orderId }}
            size="small"
            variant="contained"
            aria-label={`Track order ${order.orderId}`}
          >
            Track Order
          </Button>
        )}
      </Stack>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <OrderDetails order={order} />
      </Collapse>
    </Paper>
  );
}
