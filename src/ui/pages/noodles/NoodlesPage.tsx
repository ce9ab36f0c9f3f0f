import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type RestaurantFilterFlag, toggleFilterFlag } from '../../../domain/catalogue/restaurantFilters';
import { arrangeRestaurants, type RestaurantSort } from '../../../domain/catalogue/restaurantSort';
import { EmptyState } from '../../components/feedback/EmptyState';
import { FilterMenuButton } from './FilterMenuButton';
import { NoodleCard } from './NoodleCard';
import { NOODLE_RESTAURANTS } from './noodleRestaurants';
import { SortMenuButton } from './SortMenuButton';
import { PageHeading } from '../../components/layout/PageHeading';
import { useT } from '../../i18n/useT';

/**
 * /foods/noodles: the static noodles category page, whose Filter and Sort By work on its 8 restaurants; each card opens
 * the restaurant's menu.
 */
export function NoodlesPage() {
  const t = useT();
  const [flags, setFlags] = useState<RestaurantFilterFlag[]>([]);
  const [sort, setSort] = useState<RestaurantSort>('relevance');
  const shown = arrangeRestaurants(NOODLE_RESTAURANTS, flags, sort);
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <PageHeading title={t('browse.noodles.title')} subtitle={t('browse.noodles.subtitle')} />
      <Stack direction="row" spacing={2} sx={{ my: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <FilterMenuButton flags={flags} onToggle={(flag) => setFlags((current) => toggleFilterFlag(current, flag))} />
        <SortMenuButton sort={sort} onSort={setSort} />
        <Typography role="status" color="text.secondary" variant="body2">
          {t('browse.noodles.count', {
            shown: shown.length,
            total: NOODLE_RESTAURANTS.length,
            sort: t(`browse.sort.${sort}`),
          })}
        </Typography>
      </Stack>
      {shown.length === 0 ? (
        <EmptyState
          title={t('browse.noodles.noMatch')}
          action={<Button onClick={() => setFlags([])}>{t('home.clearFilters')}</Button>}
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('browse.noodles.list')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {shown.map((restaurant) => (
            <li key={restaurant.id}>
              <NoodleCard restaurant={restaurant} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
