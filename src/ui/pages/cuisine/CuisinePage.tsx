import { Container, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CuisineCatalogueStore } from '../../../application/catalogue/CuisineCatalogueStore';
import { CuisineRestaurantsStore } from '../../../application/catalogue/CuisineRestaurantsStore';
import type { CuisineRestaurant } from '../../../domain/catalogue/Restaurant';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedGrid } from '../../components/listing/PagedGrid';
import { LocationBar } from '../../components/location/LocationBar';
import { CuisineRestaurantCard } from '../../components/restaurants/CuisineRestaurantCard';
import { useT } from '../../i18n/useT';
import { readCuisineRouteParams } from './cuisineRouteParams';

const keyOf = (restaurant: CuisineRestaurant) => restaurant.id;

/** /foods/cuisine and /cuisines: a cuisine's restaurants near the customer (category from state or URL, default 1). */
export const CuisinePage = observer(function CuisinePage() {
  const t = useT();
  const [query] = useSearchParams();
  const { categoryId, categoryName, itemSearch } = readCuisineRouteParams(useLocation().state, query);
  const store = useInjection(CuisineRestaurantsStore);
  const cuisines = useInjection(CuisineCatalogueStore);
  const { pages } = store;
  useEffect(() => store.show(categoryId), [store, categoryId]);
  useStoreLifecycle(store);
  useEffect(() => {
    if (!categoryName) void cuisines.ensureLoaded();
  }, [cuisines, categoryName]);
  const renderCard = useCallback(
    (restaurant: CuisineRestaurant) => <CuisineRestaurantCard restaurant={restaurant} itemSearch={itemSearch} />,
    [itemSearch],
  );
  const name = categoryName ?? cuisines.nameOf(categoryId);
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {name ? t('browse.cuisine.title', { name }) : t('browse.cuisine.titleAny')}
      </Typography>
      {/* Ours; prerendered with the title, it is larger than a card's picture on a phone, so the page's largest paint
          is not the first picture, which comes with the demo's data (FEATURES F-paint). */}
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('browse.cuisine.subtitle')}
      </Typography>
      <LocationBar />
      {!store.location.failure && (
        <PagedGrid
          pages={pages}
          keyOf={keyOf}
          renderItem={renderCard}
          endText={t('browse.cuisine.end')}
          empty={<EmptyState title={t('browse.cuisine.empty')} />}
        />
      )}
    </Container>
  );
});
