import { Box, Skeleton } from '@mui/material';
import { BANNER_HEIGHT, BANNER_WIDTH } from './RestaurantImage';

/** A grey stand-in for a restaurant card while its page loads. */
export function RestaurantCardSkeleton() {
  return (
    <Box data-testid="restaurant-skeleton" aria-hidden>
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`, borderRadius: 2 }} />
      <Skeleton width="80%" height={26} />
      <Skeleton width="50%" />
      <Skeleton width="65%" />
    </Box>
  );
}

/** `count` skeleton cards (spec §9: 8 on first load, 4 while loading more). */
export function RestaurantSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <RestaurantCardSkeleton key={index} />);
}
