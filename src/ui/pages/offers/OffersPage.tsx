import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { OffersPageStore, type OffersTab } from '../../../application/offers/OffersPageStore';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { DineoutPanel } from './DineoutPanel';
import { OrderOnlinePanel } from './OrderOnlinePanel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** /offers-near-me: Order Online (sample offers and restaurants) and Dineout (coming soon). */
export const OffersPage = observer(function OffersPage() {
  const store = useInjection(OffersPageStore);
  const motionAllowed = !usePrefersReducedMotion();
  useStoreLifecycle(store, motionAllowed);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1">
        Offers near you
      </Typography>
      <Tabs
        value={store.tab}
        onChange={(_, tab: OffersTab) => store.setTab(tab)}
        sx={{ my: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="online" label="Order Online" id="offers-tab-online" aria-controls="offers-panel" />
        <Tab value="dineout" label="Dineout" id="offers-tab-dineout" aria-controls="offers-panel" />
      </Tabs>
      <Box role="tabpanel" id="offers-panel" aria-labelledby={`offers-tab-${store.tab}`}>
        {store.tab === 'online' ? (
          <OrderOnlinePanel store={store} />
        ) : (
          <DineoutPanel onBack={() => store.setTab('online')} />
        )}
      </Box>
    </Container>
  );
});
