import { Box, Typography } from '@mui/material';
import { formatRupees } from '../../format/formatRupees';
import { RatingLine } from '../../components/restaurants/RatingLine';
import { RestaurantImage } from '../../components/restaurants/RestaurantImage';
import type { NoodleRestaurant } from './noodleRestaurants';

/** A noodles-page restaurant: image, name, rating, delivery time range, cuisines, location, cost for two. */
export function NoodleCard({ restaurant }: { restaurant: NoodleRestaurant }) {
  const [from, to] = restaurant.deliveryRange;
  return (
    <Box component="article" data-testid="noodle-card">
      <RestaurantImage src={restaurant.imageUrl} />
      <Box sx={{ pt: 1, px: 0.5 }}>
        <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 800 }}>
          {restaurant.name}
        </Typography>
        <RatingLine rating={restaurant.rating} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {from}-{to} mins · {formatRupees(restaurant.costForTwoPaise)} for two
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {restaurant.cuisines}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {restaurant.location}
        </Typography>
      </Box>
    </Box>
  );
}
