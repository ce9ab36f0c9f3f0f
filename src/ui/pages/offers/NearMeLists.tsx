import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { cuisineLink } from '../../navigation/cuisineLink';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { OffersPageStore } from '../../../application/offers/OffersPageStore';
import { POPULAR_CUISINES } from '../../../application/offers/offersSampleData';

function NameGrid({
  title,
  names,
  footer,
  linkOf,
}: {
  title: string;
  names: readonly string[];
  footer?: ReactNode;
  /** Where a name leads, if anywhere. */
  linkOf?: (name: string) => { to: string; state?: unknown } | null;
}) {
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
        {names.map((name) => {
          const link = linkOf?.(name) ?? null;
          return (
            <Paper component="li" key={name} variant="outlined" sx={{ fontWeight: 600 }}>
              {link ? (
                <Link
                  component={RouterLink}
                  to={link.to}
                  state={link.state}
                  underline="hover"
                  color="inherit"
                  sx={{ display: 'block', px: 2, py: 1.5 }}
                >
                  {name}
                </Link>
              ) : (
                <Box sx={{ px: 2, py: 1.5 }}>{name}</Box>
              )}
            </Paper>
          );
        })}
      </Box>
      {footer}
    </Box>
  );
}

/** A cuisine tile opens that cuisine's restaurants near the customer. */
function cuisineTileLink(name: string) {
  const cuisine = POPULAR_CUISINES.find((candidate) => candidate.name === name);
  return cuisine ? cuisineLink(cuisine) : null;
}

/** 'Popular Cuisines Restaurants Near Me' and 'Restaurant Chains Near Me' (with Show More). */
export const NearMeLists = observer(function NearMeLists({ store }: { store: OffersPageStore }) {
  return (
    <>
      <NameGrid
        title="Popular Cuisines Restaurants Near Me"
        names={POPULAR_CUISINES.map((cuisine) => cuisine.name)}
        linkOf={cuisineTileLink}
      />
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
