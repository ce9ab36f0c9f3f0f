import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import type { CuisineRestaurant } from '../../../domain/catalogue/Restaurant';
import { formatDistance } from '../../format/catalogueFormat';
import { CardLink } from './CardLink';
import { type MenuNavigationState, menuPath } from '../../navigation/menuLink';
import { RatingLine } from './RatingLine';
import { RestaurantImage } from './RestaurantImage';

/**
 * A restaurant in a cuisine's list (spec §2): banner, name, rating, delivery time, cuisines, city, state and
 * distance. It opens the menu with the search text that led here, if any.
 */
export const CuisineRestaurantCard = memo(function CuisineRestaurantCard({ restaurant, itemSearch }: { restaurant: CuisineRestaurant; itemSearch: string | null }) {
  const state: MenuNavigationState | undefined = itemSearch ? { itemSearch } : undefined;
  return (
    <Box component="article" data-testid="restaurant-card" sx={{ position: 'relative', borderRadius: 3 }}>
      <RestaurantImage src={restaurant.bannerImageUrl} />
      <Box sx={{ pt: 1, px: 0.5 }}>
        <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 800, lineHeight: 1.3 }}>
          <CardLink to={menuPath(restaurant.id)} state={state}>
            {restaurant.name}
          </CardLink>
        </Typography>
        <RatingLine rating={restaurant.rating} minutes={restaurant.estimatedDeliveryTime} />
        <Typography variant="body2" color="text.secondary" noWrap>
          {restaurant.cuisineType}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {restaurant.city}, {restaurant.state} · {formatDistance(restaurant.distanceKm)}
        </Typography>
      </Box>
    </Box>
  );
});
