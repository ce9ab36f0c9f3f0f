import { Box, Button, Paper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { OffersPageStore } from '../../../application/offers/OffersPageStore';
import { POPULAR_CUISINES } from '../../../application/offers/offersSampleData';

function NameGrid({ title, names, footer }: { title: string; names: readonly string[]; footer?: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {names.map((name) => (
          <Paper component="li" key={name} variant="outlined" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
            {name}
          </Paper>
        ))}
      </Box>
      {footer}
    </Box>
  );
}

/** 'Popular Cuisines Restaurants Near Me' and 'Restaurant Chains Near Me' (with Show More). */
export const NearMeLists = observer(function NearMeLists({ store }: { store: OffersPageStore }) {
  return (
    <>
      <NameGrid title="Popular Cuisines Restaurants Near Me" names={POPULAR_CUISINES} />
      <NameGrid
        title="Restaurant Chains Near Me"
        names={store.chains}
        footer={
          store.hasMoreChains && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={store.toggleChains} aria-expanded={store.showAllChains}>
                {store.showAllChains ? 'Show Less' : 'Show More'}
              </Button>
            </Box>
          )
        }
      />
    </>
  );
});
