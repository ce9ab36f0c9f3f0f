import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import type { RestaurantSummary } from '../../../domain/catalogue/Restaurant';
import { formatDistance, formatReviews } from '../../format/catalogueFormat';
import { CardLink } from './CardLink';
import { type MenuNavigationState, menuPath } from '../../navigation/menuLink';
import { RatingLine } from './RatingLine';
import { RestaurantImage } from './RestaurantImage';

/** A restaurant in the home grid (spec §2): image, name, rating, delivery time, reviews, distance, area. */
export const RestaurantCard = memo(function RestaurantCard({ restaurant }: { restaurant: RestaurantSummary }) {
  const state: MenuNavigationState = { restaurant };
  return (
    <Box component="article" data-testid="restaurant-card" sx={{ position: 'relative', borderRadius: 3, '&:hover img': { transform: 'scale(1.03)' }, '& img': { transition: 'transform .2s' } }}>
      <RestaurantImage src={restaurant.imageUrl} />
      <Box sx={{ pt: 1, px: 0.5 }}>
        <Typography component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 800, lineHeight: 1.3 }}>
          <CardLink to={menuPath(restaurant.id)} state={state}>
            {restaurant.name}
          </CardLink>
        </Typography>
        <RatingLine rating={restaurant.rating} minutes={restaurant.estimatedDeliveryTime} />
        <Typography variant="body2" color="text.secondary" noWrap>
          {formatReviews(restaurant.totalReviews)} · {formatDistance(restaurant.distanceKm)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {restaurant.area}
        </Typography>
      </Box>
    </Box>
  );
});

/** The card's height for a column width: the banner plus four lines of text. */
export const restaurantCardHeight = (columnWidth: number) => columnWidth * (260 / 400) + 100;
