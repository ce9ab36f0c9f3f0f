import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type RestaurantFilterFlag, toggleFilterFlag } from '../../../domain/catalogue/restaurantFilters';
import {
  arrangeRestaurants,
  RESTAURANT_SORT_LABELS,
  type RestaurantSort,
} from '../../../domain/catalogue/restaurantSort';
import { EmptyState } from '../../components/feedback/EmptyState';
import { FilterMenuButton } from './FilterMenuButton';
import { NoodleCard } from './NoodleCard';
import { NOODLE_RESTAURANTS } from './noodleRestaurants';
import { SortMenuButton } from './SortMenuButton';
import { PageHeading } from '../../components/layout/PageHeading';

/**
 * /foods/noodles: the static noodles category page, whose Filter and Sort By work on its 8 restaurants; each card opens
 * the restaurant's menu.
 */
export function NoodlesPage() {
  const [flags, setFlags] = useState<RestaurantFilterFlag[]>([]);
  const [sort, setSort] = useState<RestaurantSort>('relevance');
  const shown = arrangeRestaurants(NOODLE_RESTAURANTS, flags, sort);
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <PageHeading title="Noodles" subtitle="Slurp-worthy bowls of hakka, ramen, thukpa and pho." />
      <Stack direction="row" spacing={2} sx={{ my: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <FilterMenuButton flags={flags} onToggle={(flag) => setFlags((current) => toggleFilterFlag(current, flag))} />
        <SortMenuButton sort={sort} onSort={setSort} />
        <Typography role="status" color="text.secondary" variant="body2">
          {shown.length} of {NOODLE_RESTAURANTS.length} restaurants · {RESTAURANT_SORT_LABELS[sort]}
        </Typography>
      </Stack>
      {shown.length === 0 ? (
        <EmptyState
          title="No restaurants match these filters"
          action={<Button onClick={() => setFlags([])}>Clear filters</Button>}
        />
      ) : (
        <Box
          component="ul"
          aria-label="Noodle restaurants"
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
