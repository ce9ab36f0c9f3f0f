import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, Container, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TrackOrderStore } from '../../../application/tracking/TrackOrderStore';
import type { TrackingSummary } from '../../../domain/tracking/trackingSummary';
import { isSafeResourceId } from '../../../domain/security/resourceId';
import { useInjection } from '../../di/ContainerProvider';
import { t as translate } from '../../i18n/i18n';
import { orderStatusText } from '../../i18n/orderStatusText';
import { useT } from '../../i18n/useT';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { SeatOrderPanel } from '../train/SeatOrderPanel';
import { DeliveryPartnerCard } from './DeliveryPartnerCard';
import { TrackingAddresses, TrackingOrderDetails } from './TrackingOrderCards';
import { TrackingMap } from './TrackingMap';
import { TrackingTimeline } from './TrackingTimeline';
import { SeenNotice } from '../../components/feedback/SeenNotice';

/**
 * The order to follow, from navigation state { orderId } (the status screen, Order History), else from the
 * address's ?orderId= (a push's link; an id that is not an order id is ignored).
 */
function orderIdOf(state: unknown, asked: string | null): string | null {
  const orderId = (state as { orderId?: unknown } | null)?.orderId;
  if (typeof orderId === 'string' && orderId !== '') return orderId;
  return isSafeResourceId(asked) ? asked : null;
}

/** The line under the title: the order and where it is, or how it ended. */
function trackingHeadline(store: TrackOrderStore, summary: TrackingSummary): string {
  if (store.closed) return orderStatusText(store.orderStatus);
  if (store.delivered) return translate('tracking.delivered');
  // A seat order's progress is the train's (SeatOrderPanel), not minutes on the road.
  if (summary.seatDelivery) return translate('tracking.toSeat');
  return translate('tracking.arriving', { minutes: store.etaMinutes });
}

/** /track-order: the live-style tracking of the customer's order (the spec's sample when there is none). */
export const TrackOrderPage = observer(function TrackOrderPage() {
  const store = useInjection(TrackOrderStore);
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = orderIdOf(location.state, params.get('orderId'));
  useStoreLifecycle(store, orderId);
  // The map, the order's cards and their details are built at transition priority when the order arrives: in
  // slices, not one long task (FEATURES F-fast: TBT ≤ 150 ms on a phone).
  const summary = useDeferredValue(store.summary);
  // Without an order asked for, the store follows the customer's newest order on its way; the train panel too.
  const trackedOrderId = summary && !summary.sample ? summary.orderId : orderId;
  const byRoad = !summary?.seatDelivery;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton aria-label={t('tracking.back')} onClick={() => void navigate(-1)}>
          <ArrowBack />
        </IconButton>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {t('tracking.title')}
          </Typography>
          {/* Room for the order's line (or the sample's, three lines on a phone) and its status: the map stays put. */}
          <Box sx={{ minHeight: { xs: 76, sm: 52 } }}>
            {/* Said here when there is no order to follow (not over the map, where it hid the markers). */}
            {summary && (
              <Typography color="text.secondary">
                {summary.sample
                  ? t('tracking.sample')
                  : t('tracking.headline', { id: summary.orderId, state: trackingHeadline(store, summary) })}
              </Typography>
            )}
            {/* A seat order's status is its train panel's 'Seat order: …' line. */}
            {summary && !summary.sample && byRoad && store.orderStatus && (
              <Chip
                role="status"
                size="small"
                color="primary"
                variant="outlined"
                label={t('tracking.status', { status: orderStatusText(store.orderStatus) })}
                sx={{ mt: 0.5 }}
              />
            )}
          </Box>
        </Box>
      </Stack>
      <SeenNotice sx={{ mb: 2 }} />
      {/* Prerendered with the title, the page's largest text while the order loads (FEATURES F-paint); true of both
          kinds of order: a seat order has its train, not a map and a rider. */}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('tracking.subtitle')}
      </Typography>
      {store.notFound && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/user/order-history" color="inherit">
              {t('tracking.viewHistory')}
            </Button>
          }
        >
          {t('orderStatus.notFound')}. {t('orderStatus.notFoundHint')}
        </Alert>
      )}
      <Box sx={{ mb: 2 }}>
        {/* Only a seat order has a train to ask about (an ordinary order's train read answered 404). */}
        <SeatOrderPanel orderId={summary?.seatDelivery ? trackedOrderId : null} />
      </Box>
      {byRoad &&
        !store.notFound &&
        (summary ? <TrackingMap store={store} summary={summary} /> : <Skeleton variant="rounded" height={400} />)}
      <Box
        sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
      >
        {byRoad && store.closed && store.orderStatus && (
          <Alert severity="warning">{t('tracking.ended', { status: orderStatusText(store.orderStatus) })}</Alert>
        )}
        {byRoad && !store.closed && !store.notFound && (
          <Stack spacing={3}>
            <TrackingTimeline entries={store.timeline} />
            <DeliveryPartnerCard partner={store.partner} />
          </Stack>
        )}
        {summary && (
          <Stack spacing={3}>
            <TrackingOrderDetails summary={summary} />
            <TrackingAddresses summary={summary} />
          </Stack>
        )}
      </Box>
    </Container>
  );
});
