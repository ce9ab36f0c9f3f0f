import { Box } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { RestaurantGridStore } from '../../../application/catalogue/RestaurantGridStore';
import type { RestaurantSummary } from '../../../domain/catalogue/Restaurant';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { PlainButton } from '../../components/controls/PlainButton';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedGrid } from '../../components/listing/PagedGrid';
import { RestaurantCard } from '../../components/restaurants/RestaurantCard';
import { FilterBar } from './FilterBar';
import { SectionHeading } from './SectionHeading';
import { useT } from '../../i18n/useT';

const keyOf = (restaurant: RestaurantSummary) => restaurant.id;
const renderCard = (restaurant: RestaurantSummary) => <RestaurantCard restaurant={restaurant} />;

/** 'Restaurants with online food delivery': filters, the windowed grid and its states, with infinite scroll. */
export const RestaurantGridSection = observer(function RestaurantGridSection() {
  const t = useT();
  const grid = useInjection(RestaurantGridStore);
  const { pages } = grid;
  useStoreLifecycle(grid);
  return (
    <Box component="section" aria-labelledby="restaurant-grid" sx={{ mt: 5 }}>
      <SectionHeading id="restaurant-grid" title={t('home.restaurantsHeading')} />
      <FilterBar grid={grid} />
      {!grid.location.failure && (
        <PagedGrid
          pages={pages}
          keyOf={keyOf}
          renderItem={renderCard}
          endText={t('home.listEnd')}
          empty={
            <EmptyState
              title={t('home.noRestaurants')}
              hint={t('home.noRestaurantsHint')}
              action={
                grid.hasFilters ? (
                  <PlainButton onClick={grid.clearFilters}>{t('home.clearFilters')}</PlainButton>
                ) : undefined
              }
            />
          }
        />
      )}
    </Box>
  );
});
