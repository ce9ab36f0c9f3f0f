import { Box, Container, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { OffersPageStore, type OffersTab } from '../../../application/offers/OffersPageStore';
import { TabBar, type TabBarTab } from '../../components/controls/TabBar';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { DineoutPanel } from './DineoutPanel';
import { OrderOnlinePanel } from './OrderOnlinePanel';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const OFFERS_TABS: readonly { value: OffersTab; label: MessageId }[] = [
  { value: 'online', label: 'browse.offers.tab.online' },
  { value: 'dineout', label: 'browse.offers.tab.dineout' },
];

/** /offers-near-me: Order Online (sample offers and restaurants) and Dineout (coming soon). */
export const OffersPage = observer(function OffersPage() {
  const t = useT();
  const store = useInjection(OffersPageStore);
  const tabs: TabBarTab<OffersTab>[] = OFFERS_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }));
  const motionAllowed = !usePrefersReducedMotion();
  useStoreLifecycle(store, motionAllowed);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1">
        {t('browse.offers.title')}
      </Typography>
      <TabBar
        tabs={tabs}
        value={store.tab}
        onChange={store.setTab}
        idPrefix="offers-tab"
        panelId="offers-panel"
        sx={{ my: 3 }}
      />
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
