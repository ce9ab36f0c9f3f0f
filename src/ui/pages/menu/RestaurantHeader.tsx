import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Star from '@mui/icons-material/Star';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { RestaurantDetail } from '../../../domain/menu/RestaurantDetail';
import { FavoriteHeart } from '../../components/favorites/FavoriteHeart';
import { formatMinutes, formatReviews } from '../../format/catalogueFormat';
import { useT } from '../../i18n/useT';

/**
 * The skeleton and the header take the same height, so the search box and the menu below do not move when the
 * restaurant arrives (menu page CLS was 0.037): on a phone (412 px) a header is 166 px (a name or the details on
 * two lines); from md both fit one line each.
 */
const HEADER_BOX = { p: { xs: 2, md: 3 }, minHeight: { xs: 166, md: 0 } } as const;
const NAME_TYPE = { fontSize: { xs: 26, md: 34 } } as const;
const DETAILS_ROW = { gap: { xs: 1.5, md: 3 }, mt: 1.5, minHeight: 26, alignItems: 'center' } as const;

/** The menu's header: restaurant_name, rating, total_reviews, area and estimated_delivery_time. */
export function RestaurantHeader({ restaurant }: { restaurant: RestaurantDetail | null }) {
  const t = useT();
  if (!restaurant) {
    // The same boxes as the header below, so nothing under it moves when the restaurant arrives (CLS).
    return (
      <Paper variant="outlined" sx={HEADER_BOX} aria-busy="true">
        <Typography variant="h4" component="div" sx={NAME_TYPE}>
          <Skeleton width="60%" />
        </Typography>
        <Stack direction="row" sx={{ ...DETAILS_ROW, color: 'text.secondary' }}>
          <Typography component="span" variant="body2" sx={{ width: 220 }}>
            <Skeleton />
          </Typography>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={HEADER_BOX}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={NAME_TYPE}>
          {restaurant.name}
        </Typography>
        <FavoriteHeart restaurant={restaurant} />
      </Stack>
      <Stack direction="row" sx={{ ...DETAILS_ROW, flexWrap: 'wrap', color: 'text.secondary' }}>
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
              <span aria-label={t('browse.menu.rated', { rating: restaurant.rating })}>
                {restaurant.rating.toFixed(1)}
              </span>
            </Box>
            <Typography component="span" variant="body2">
              {formatReviews(restaurant.totalReviews)}
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
              {formatMinutes(restaurant.estimatedDeliveryTime)}
            </Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
