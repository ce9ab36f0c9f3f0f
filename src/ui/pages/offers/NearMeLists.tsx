import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { cuisineLink } from '../../navigation/cuisineLink';
import { menuPath } from '../../navigation/menuLink';
import { useT } from '../../i18n/useT';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { OffersPageStore } from '../../../application/offers/OffersPageStore';
import { POPULAR_CUISINES } from '../../../application/offers/offersSampleData';

/** A tile's name and where it leads. */
interface NamedLink {
  name: string;
  link: { to: string; state?: unknown };
}

function NameGrid({
  title,
  entries,
  empty,
  footer,
}: {
  title: string;
  entries: readonly NamedLink[];
  /** Said instead of an empty grid. */
  empty?: string;
  footer?: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {entries.length === 0 && empty && <Typography color="text.secondary">{empty}</Typography>}
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
        {entries.map(({ name, link }) => (
          <Paper component="li" key={link.to} variant="outlined" sx={{ fontWeight: 600 }}>
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
          </Paper>
        ))}
      </Box>
      {footer}
    </Box>
  );
}

/** A cuisine tile opens that cuisine's restaurants near the customer. */
const CUISINE_TILES: readonly NamedLink[] = POPULAR_CUISINES.map((cuisine) => ({
  name: cuisine.name,
  link: cuisineLink(cuisine),
}));

/**
 * 'Popular Cuisines Restaurants Near Me' and 'Restaurant Chains Near Me' (with Show More): each tile opens the
 * cuisine's restaurants or the restaurant's menu.
 */
export const NearMeLists = observer(function NearMeLists({ store }: { store: OffersPageStore }) {
  const t = useT();
  return (
    <>
      <NameGrid title={t('browse.offers.popularCuisines')} entries={CUISINE_TILES} />
      <NameGrid
        title={t('browse.offers.chains')}
        entries={store.chains.map((chain) => ({ name: chain.name, link: { to: menuPath(chain.id) } }))}
        empty={t('browse.offers.noChains')}
        footer={
          store.hasMoreChains && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={store.toggleChains} aria-expanded={store.showAllChains}>
                {t(store.showAllChains ? 'browse.offers.showLess' : 'browse.offers.showMore')}
              </Button>
            </Box>
          )
        }
      />
    </>
  );
});
