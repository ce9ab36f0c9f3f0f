import { refundText } from '../../format/refundText';
import { Alert, Button, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { CancelOrderDialog } from '../../components/orders/CancelOrderDialog';
import { SeatOrderStore } from '../../../application/train/SeatOrderStore';
import { istClock } from '../../../domain/train/istTime';
import { isClosedSeatStatus, type SeatOrderStatus, type SeatOrderTracking } from '../../../domain/train/seatOrder';
import { useInjection } from '../../di/ContainerProvider';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { formatRupees } from '../../format/formatRupees';
import {
  delayLabel,
  seatCancelRefusalText,
  seatClosureWords,
  seatOrderPlaceWords,
  seatStatusText,
} from './trainFormat';

const STEPS: SeatOrderStatus[] = ['Placed', 'Confirmed', 'Preparing', 'Out for delivery at the platform', 'Delivered'];

/** Placed … Delivered, or the step it stopped at (Not delivered, Cancelled). */
function SeatOrderSteps({ status }: { status: SeatOrderStatus }) {
  const closedEarly = status === 'Cancelled' || status === 'Not delivered';
  const active = closedEarly ? -1 : STEPS.indexOf(status);
  return (
    <Stepper
      activeStep={status === 'Delivered' ? STEPS.length : active}
      alternativeLabel
      sx={{ display: { xs: 'none', sm: 'flex' } }}
      aria-hidden="true"
    >
      {STEPS.map((step) => (
        <Step key={step}>
          <StepLabel>{seatStatusText(step)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

const CancelControls = observer(function CancelControls({
  store,
  tracking,
}: {
  store: SeatOrderStore;
  tracking: SeatOrderTracking;
}) {
  const t = useT();
  const cancellation = store.cancelTerms;
  if (tracking.status === 'Cancelled' || !cancellation) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="error"
        onClick={store.askToCancel}
        disabled={!cancellation.allowed || store.cancellation.running}
        aria-describedby="seat-cancel-terms"
      >
        {t('train.cancelOrder')}
      </Button>
      <Typography id="seat-cancel-terms" variant="body2" color="text.secondary">
        {cancellation.allowed
          ? t('train.cancelUntil', {
              time: istClock(cancellation.closesAt),
              refund: refundText(cancellation.refundPaise),
            })
          : store.cancelRefusal && seatCancelRefusalText(store.cancelRefusal)}
      </Typography>
      {cancellation.allowed && (
        <CancelOrderDialog
          open={store.confirming}
          title={t('train.cancelTitle')}
          refundPaise={cancellation.refundPaise}
          busy={store.cancellation.running}
          onKeep={store.keepOrder}
          onConfirm={() => void store.confirmCancel()}
        />
      )}
    </Stack>
  );
});

/**
 * A seat order's train on the order screen and Track Order (FEATURES F-train): where the train is, its delay, the
 * expected arrival and platform at the delivery station, the order's step and delivery code, and cancellation until the
 * order-by time. Shows nothing for an order delivered to an address.
 */
export const SeatOrderPanel = observer(function SeatOrderPanel({ orderId }: { orderId: string | null }) {
  const store = useInjection(SeatOrderStore);
  const t = useT();
  useStoreLifecycle(store, orderId);
  const tracking = store.tracking;
  if (store.state !== 'loaded' || !tracking) return null;
  const station = `${tracking.stationName} (${tracking.stationCode})`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="seat-order-heading"
      sx={{ p: { xs: 2, md: 3 }, width: '100%', textAlign: 'left' }}
    >
      <Stack spacing={1.5}>
        <Typography id="seat-order-heading" variant="h6" component="h2">
          {t('train.seatHeading', { train: tracking.trainNumber, name: tracking.trainName })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {t('train.trainStatus', { position: seatOrderPlaceWords(tracking) })}
        </Typography>
        {/* Where and when the food meets the train matters while the order is open; a closed one (a skipped stop's
            cancelled order above all) would be told a time and platform that no longer hold. */}
        {!isClosedSeatStatus(tracking.status) && (
          <Typography>
            {[
              delayLabel(tracking.delayMinutes),
              t('train.seatExpected', { station, time: istClock(tracking.expectedArrival) }) +
                (tracking.delayMinutes > 0
                  ? ` ${t('train.timetable', { time: istClock(tracking.scheduledArrival) })}`
                  : ''),
              tracking.platform === null ? null : t('train.platform', { platform: tracking.platform }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {t('train.seatOrder', { status: seatStatusText(tracking.status) })}
        </Typography>
        <SeatOrderSteps status={tracking.status} />
        {tracking.closure && (
          <Alert severity={tracking.status === 'Not delivered' ? 'error' : 'info'}>
            {seatClosureWords(tracking.closure)}
          </Alert>
        )}
        {tracking.deliveryCode && (
          <Typography>
            {tracking.status === 'Delivered'
              ? t('train.deliveredWithCode', { code: tracking.deliveryCode })
              : t('train.deliveryCode', { code: tracking.deliveryCode })}
          </Typography>
        )}
        {/* Until the order's own note says how it ended (and its refund), which would say it twice. */}
        {store.refunded !== null && !tracking.closure && (
          <Alert severity="success">
            {store.refunded > 0
              ? t('train.cancelledRefund', { amount: formatRupees(store.refunded) })
              : t('train.cancelled')}
          </Alert>
        )}
        {store.cancelFailure && <Alert severity="error">{failureText(store.cancelFailure)}</Alert>}
        <CancelControls store={store} tracking={tracking} />
      </Stack>
    </Paper>
  );
});
