import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Star from '@mui/icons-material/Star';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { RestaurantDetail } from '../../../domain/menu/RestaurantDetail';
import { FavoriteHeart } from '../../components/favorites/FavoriteHeart';
import { groupIndianDigits } from '../../format/indianDigits';

/** The menu's header: restaurant_name, rating, total_reviews, area and estimated_delivery_time. */
export function RestaurantHeader({ restaurant }: { restaurant: RestaurantDetail | null }) {
  if (!restaurant) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true">
        <Skeleton variant="text" width="50%" sx={{ fontSize: 32 }} />
        <Skeleton variant="text" width="35%" />
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
          {restaurant.name}
        </Typography>
        <FavoriteHeart restaurant={restaurant} />
      </Stack>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, mt: 1.5, color: 'text.secondary', alignItems: 'center' }}
      >
        {restaurant.rating !== null && (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'success.main',
                color: 'common.white',
                fontWeight: 800,
              }}
            >
              <Star sx={{ fontSize: 16 }} aria-hidden />
              <span aria-label={`Rated ${restaurant.rating}`}>{restaurant.rating.toFixed(1)}</span>
            </Box>
            <Typography component="span" variant="body2">
              {groupIndianDigits(restaurant.totalReviews)} reviews
            </Typography>
          </Box>
        )}
        {restaurant.area && (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceOutlined fontSize="small" aria-hidden />
            <Typography component="span" variant="body2">
              {restaurant.area}
            </Typography>
          </Box>
        )}
        {restaurant.estimatedDeliveryTime !== null && (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeOutlined fontSize="small" aria-hidden />
            <Typography component="span" variant="body2">
              {restaurant.estimatedDeliveryTime} mins
            </Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
