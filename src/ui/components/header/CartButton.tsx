import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { Badge, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The header's cart button (signed-in customers only), with the item count. */
export function CartButton({ count }: { count: number }) {
  return (
    <IconButton
      component={RouterLink}
      to="/foods/item-view-cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      color="inherit"
    >
      <Badge badgeContent={count} color="primary" showZero={false}>
        <ShoppingBagOutlined />
      </Badge>
    </IconButton>
  );
}
