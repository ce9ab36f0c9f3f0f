import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { Button, Paper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { CartStore } from '../../../application/cart/CartStore';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { FREE_DELIVERY_ABOVE, hasFreeDelivery } from '../../../domain/cart/charges';
import { useHydrated } from '../../app/useHydrated';
import { useInjection } from '../../di/ContainerProvider';
import { formatRupees } from '../../format/formatRupees';
import { useT } from '../../i18n/useT';
import { keepClear } from '../feedback/toastPlacement';

/**
 * On phones the count · total shares the first row with View Cart and the free-delivery line has the second to
 * itself, so in English each stays on one line from 360 px up; from md up the bag icon and the two lines sit side by
 * side.
 */
const AREAS = {
  xs: '"count button" "delivery delivery"',
  md: '"icon count button" "icon delivery button"',
};
// A longer language (or a cart far beyond the usual) wraps onto a second line: the total is never cut off.
const wrapping = { minWidth: 0, overflowWrap: 'anywhere' } as const;

/**
 * The sticky cart bar: item count, total and a link to the cart; shown while the cart holds items. While changes wait
 * for the signal its second line says so instead of the delivery offer.
 */
export const CartBar = observer(function CartBar() {
  const t = useT();
  const cart = useInjection(CartStore);
  const trip = useInjection(TrainTripStore);
  // Prerendered pages hold an empty cart: the bar comes once the page is hydrated.
  const hydrated = useHydrated();
  if (!hydrated || cart.count === 0) return null;
  const toSeat = trip.seatFor(cart.restaurantId) !== null;
  const summary = t('cartBar.summary', { count: cart.count, total: formatRupees(cart.total) });
  return (
    <Paper
      component="section"
      aria-label={t('cartBar.label')}
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
      <Typography sx={{ ...wrapping, gridArea: 'count', fontWeight: 800, fontSize: { xs: '0.875rem', sm: '1rem' } }}>
        {summary}
      </Typography>
      <Typography variant="body2" sx={{ ...wrapping, gridArea: 'delivery', opacity: 0.9 }}>
        {cart.waitingForSignal
          ? t('cartBar.waitingForSignal')
          : toSeat
            ? t('cartBar.seatDelivery')
            : hasFreeDelivery(cart.total)
              ? t('cart.freeDeliveryUnlocked')
              : t('cart.freeDeliveryAbove', { amount: formatRupees(FREE_DELIVERY_ABOVE) })}
      </Typography>
      <Button
        component={RouterLink}
        to="/foods/item-view-cart"
        variant="contained"
        color="inherit"
        sx={{ gridArea: 'button', color: 'success.dark', whiteSpace: 'nowrap', px: { xs: 1.5, md: 2 } }}
      >
        {t('cartBar.viewCart')}
      </Button>
    </Paper>
  );
});
