import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { CartStore } from '../../../application/cart/CartStore';
import { hasFreeDelivery } from '../../../domain/cart/charges';
import { useInjection } from '../../di/ContainerProvider';
import { formatRupees } from '../../format/formatRupees';

export const FREE_DELIVERY_TEXT = 'Free delivery on orders above ₹199';
export const FREE_DELIVERY_UNLOCKED_TEXT = 'Yay! You get free delivery';

/** The sticky cart bar: item count, total and a link to the cart; shown while the cart holds items. */
export const CartBar = observer(function CartBar() {
  const cart = useInjection(CartStore);
  if (cart.count === 0) return null;
  return (
    <Paper
      component="section"
      aria-label="Cart summary"
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 64, md: 16 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 3,
        px: { xs: 2, md: 3 },
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        bgcolor: 'success.main',
        color: 'common.white',
      }}
    >
      <ShoppingBagOutlined />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800 }}>
          {cart.count} {cart.count === 1 ? 'item' : 'items'} added · {formatRupees(cart.total)}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {hasFreeDelivery(cart.total) ? FREE_DELIVERY_UNLOCKED_TEXT : FREE_DELIVERY_TEXT}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/foods/item-view-cart" variant="contained" color="inherit" sx={{ color: 'success.dark', flexShrink: 0 }}>
        View Cart
      </Button>
    </Paper>
  );
});
