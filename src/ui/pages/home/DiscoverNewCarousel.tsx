import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { Box, Stack } from '@mui/material';
import { PlainIconButton } from '../../components/controls/PlainIconButton';
import { RetryAlert } from '../../components/feedback/RetryAlert';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { DiscoverNewStore } from '../../../application/catalogue/DiscoverNewStore';
import { LocationStore } from '../../../application/location/LocationStore';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { CardLink } from '../../components/restaurants/CardLink';
import { type MenuNavigationState, menuPath } from '../../navigation/menuLink';
import { RatingLine } from '../../components/restaurants/RatingLine';
import { RestaurantImage } from '../../components/restaurants/RestaurantImage';
import { RestaurantCardSkeleton } from '../../components/restaurants/RestaurantCardSkeleton';
import css from '../../components/restaurants/restaurantCard.module.css';
import { SectionHeading } from './SectionHeading';
import home from './home.module.css';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';

/** FEATURES F-discovery: each button scrolls the carousel 200 px, smoothly. */
export const CAROUSEL_STEP_PX = 200;

/** 'Discover New': a sideways row of the best-rated restaurants nearby, with left and right buttons. */
export const DiscoverNewCarousel = observer(function DiscoverNewCarousel() {
  const t = useT();
  const store = useInjection(DiscoverNewStore);
  const location = useInjection(LocationStore);
  const rowRef = useRef<HTMLDivElement>(null);
  useStoreLifecycle(store);
  const scroll = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: 'smooth' });
  if (store.pages.isEmpty || location.failure) return null;
  if (store.pages.error) {
    return (
      <Box component="section" aria-labelledby="discover-new" sx={{ mt: 5 }}>
        <SectionHeading id="discover-new" title={t('home.discoverNew')} />
        <RetryAlert severity="error" onRetry={store.pages.retry}>
          {failureText(store.pages.error)}
        </RetryAlert>
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="discover-new" sx={{ mt: 5 }}>
      <SectionHeading id="discover-new" title={t('home.discoverNew')}>
        <Stack direction="row" spacing={1}>
          <PlainIconButton aria-label={t('home.scrollLeft')} onClick={() => scroll(-1)} className={home.scrollButton}>
            <ChevronLeftRounded />
          </PlainIconButton>
          <PlainIconButton aria-label={t('home.scrollRight')} onClick={() => scroll(1)} className={home.scrollButton}>
            <ChevronRightRounded />
          </PlainIconButton>
        </Stack>
      </SectionHeading>
      <Box
        ref={rowRef}
        data-testid="discover-new-row"
        sx={{ display: 'flex', gap: 2, overflowX: 'auto', scrollbarWidth: 'none', pb: 1 }}
      >
        {store.pages.loadingFirst
          ? Array.from({ length: 5 }, (_, index) => (
              <Box key={index} sx={{ flex: '0 0 240px' }}>
                <RestaurantCardSkeleton />
              </Box>
            ))
          : store.restaurants.map((restaurant) => (
              <Box key={restaurant.id} component="article" className={css.card} sx={{ flex: '0 0 240px' }}>
                <RestaurantImage src={restaurant.imageUrl} />
                <div className={css.body}>
                  <h3 className={css.title}>
                    <CardLink to={menuPath(restaurant.id)} state={{ restaurant } satisfies MenuNavigationState}>
                      {restaurant.name}
                    </CardLink>
                  </h3>
                  <RatingLine rating={restaurant.rating} minutes={restaurant.estimatedDeliveryTime} />
                </div>
              </Box>
            ))}
      </Box>
    </Box>
  );
});
