import Star from '@mui/icons-material/Star';
import { DietMarkChips } from './DietMarkChips';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { CartStore } from '../../../application/cart/CartStore';
import { SessionStore } from '../../../application/session/SessionStore';
import type { MenuItem } from '../../../domain/menu/MenuItem';
import { useInjection } from '../../di/ContainerProvider';
import { ItemAddControl } from './ItemAddControl';
import { ItemDescription } from './ItemDescription';
import { ItemPrice } from './ItemPrice';
import { VegMark } from './VegMark';

export interface MenuItemActions {
  onAdd: (item: MenuItem) => void;
  onIncrease: (item: MenuItem) => void;
  onDecrease: (item: MenuItem) => void;
}

/**
 * One dish: mark, name, price, rating, description, image and its ADD control. A dish that is not available is
 * greyed by its background and picture, not by opacity, which took its texts below 4.5:1.
 */
export const MenuItemCard = observer(function MenuItemCard({
  item,
  restaurantId,
  actions,
}: {
  item: MenuItem;
  restaurantId: string;
  actions: MenuItemActions;
}) {
  const cart = useInjection(CartStore);
  const session = useInjection(SessionStore);
  const titleId = useId();
  const quantity = cart.restaurantId === restaurantId ? cart.quantityOf(item.menuId) : 0;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 1.5, md: 2 },
        display: 'flex',
        gap: 2,
        bgcolor: item.isAvailable ? 'background.paper' : 'grey.100',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <VegMark category={item.mealCategory} />
          <DietMarkChips marks={item.dietMarks} />
          {item.isBestSeller && (
            <Typography
              variant="caption"
              sx={{
                color: 'secondary.dark',
                fontWeight: 800,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                whiteSpace: 'nowrap',
              }}
            >
              <Star sx={{ fontSize: 14 }} aria-hidden /> Best seller
            </Typography>
          )}
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mt: 0.5, fontSize: { xs: 16, md: 18 } }}>
          {item.itemName}
        </Typography>
        <ItemPrice item={item} />
        {item.ratingAvg !== null && item.ratingCount > 0 && (
          <Typography variant="caption" sx={{ color: 'success.dark', fontWeight: 700 }}>
            ★ {item.ratingAvg.toFixed(1)} ({item.ratingCount})
          </Typography>
        )}
        <ItemDescription text={item.description} />
      </Box>
      <Box
        sx={{
          width: { xs: 118, md: 156 },
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
        }}
      >
        {item.imageUrl && (
          <Box
            component="img"
            src={item.imageUrl}
            alt={item.itemName}
            loading="lazy"
            sx={{
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'grey.100',
              filter: item.isAvailable ? 'none' : 'grayscale(1)',
            }}
          />
        )}
        <Box sx={{ mt: item.imageUrl ? -2.5 : 0 }}>
          <ItemAddControl
            item={item}
            quantity={quantity}
            disabled={session.isSignedIn && !cart.ready}
            onAdd={() => actions.onAdd(item)}
            onIncrease={() => actions.onIncrease(item)}
            onDecrease={() => actions.onDecrease(item)}
          />
        </Box>
      </Box>
    </Paper>
  );
});
