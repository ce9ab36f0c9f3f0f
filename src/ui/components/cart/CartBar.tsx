import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { Button, Paper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { CartStore } from '../../../application/cart/CartStore';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { hasFreeDelivery } from '../../../domain/cart/charges';
import { WAITING_FOR_SIGNAL_TEXT } from '../../../domain/connection/waitingText';
import { SEAT_BILL_TEXTS } from '../../../domain/train/seatBill';
import { useHydrated } from '../../app/useHydrated';
import { useInjection } from '../../di/ContainerProvider';
import { formatRupees } from '../../format/formatRupees';
import { keepClear } from '../feedback/toastPlacement';

export const FREE_DELIVERY_TEXT = 'Free delivery on orders above ₹199';
export const FREE_DELIVERY_UNLOCKED_TEXT = 'Yay! You get free delivery';

/**
 * On phones the count · total shares the first row with View Cart and the free-delivery line has the second to
 * itself, so each stays on one line from 360 px up; from md up the bag icon and the two lines sit side by side.
 */
const AREAS = {
  xs: '"count button" "delivery delivery"',
  md: '"icon count button" "icon delivery button"',
};
// A cart far beyond the usual ends in an ellipsis rather than a second line; the full text is the title.
const oneLine = { whiteSpace: 'nowrap', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * The sticky cart bar: item count, total and a link to the cart; shown while the cart holds items. While changes wait
 * for the signal its second line says so instead of the delivery offer.
 */
export const CartBar = observer(function CartBar() {
  const cart = useInjection(CartStore);
  const trip = useInjection(TrainTripStore);
  // Prerendered pages hold an empty cart: the bar comes once the page is hydrated.
  const hydrated = useHydrated();
  if (!hydrated || cart.count === 0) return null;
  const toSeat = trip.seatFor(cart.restaurantId) !== null;
  const summary = `${cart.count} ${cart.count === 1 ? 'item' : 'items'} added · ${formatRupees(cart.total)}`;
  return (
    <Paper
      component="section"
      aria-label="Cart summary"
      elevation={6}
      {...keepClear('bottom')}
      sx={{
        position: 'sticky',
        bottom: { xs: 64, md: 16 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 3,
        px: { xs: 1, sm: 2, md: 3 },
        py: { xs: 1, md: 1.5 },
        display: 'grid',
        gridTemplateAreas: AREAS,
        gridTemplateColumns: { xs: '1fr auto', md: 'auto 1fr auto' },
        alignItems: 'center',
        columnGap: { xs: 1.5, md: 2 },
        rowGap: 0.25,
        bgcolor: 'success.main',
        color: 'common.white',
      }}
    >
      <ShoppingBagOutlined sx={{ gridArea: 'icon', display: { xs: 'none', md: 'block' } }} />
      <Typography
        title={summary}
        sx={{ ...oneLine, gridArea: 'count', fontWeight: 800, fontSize: { xs: '0.875rem', sm: '1rem' } }}
      >
        {summary}
      </Typography>
      <Typography variant="body2" sx={{ ...oneLine, gridArea: 'delivery', opacity: 0.9 }}>
        {cart.waitingForSignal
          ? WAITING_FOR_SIGNAL_TEXT
          : toSeat
            ? SEAT_BILL_TEXTS.cartBar
            : hasFreeDelivery(cart.total)
              ? FREE_DELIVERY_UNLOCKED_TEXT
              : FREE_DELIVERY_TEXT}
      </Typography>
      <Button
        component={RouterLink}
        to="/foods/item-view-cart"
        variant="contained"
        color="inherit"
        sx={{ gridArea: 'button', color: 'success.dark', whiteSpace: 'nowrap', px: { xs: 1.5, md: 2 } }}
      >
        View Cart
      </Button>
    </Paper>
  );
});
