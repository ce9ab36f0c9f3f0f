import { Alert, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { SectionCard } from '../../components/layout/SectionCard';
import { formatRupees } from '../../format/formatRupees';
import { useT } from '../../i18n/useT';
import { journeyProblemWords } from '../train/journeyProblemWords';
import { expectedClock, orderByText, stopRuleText } from '../train/trainFormat';
import { FollowTheTrain } from '../train/FollowTheTrain';

/**
 * FEATURES F-train: instead of an address, the seat: train, station and time, and the passenger, mobile, coach and
 * berth.
 */
export const SeatDeliveryCard = observer(function SeatDeliveryCard({ store }: { store: CheckoutStore }) {
  const t = useT();
  const trip = store.trip;
  // The cart's own stop and journey: another stop or journey may be browsed meanwhile.
  const journey = trip.cartStop!.journey;
  const view = trip.cartStopView!;
  // The seat rules' problems are typed: each field words its own in the customer's language.
  const form = store.seatForm;
  const unverified = journey.seatVerified ? undefined : t('train.unverified');
  // The kitchen's minimum (paise), said while the cart is under it (the store holds the rule).
  const minimum = store.seatMinimumOrder;
  return (
    <SectionCard title={t('journey.seat.title')} gap={1}>
      <FollowTheTrain trip={trip} />
      <Typography sx={{ fontWeight: 700 }}>
        {t('train.seatHeading', { train: journey.trainNumber, name: journey.trainName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('journey.seat.where', { station: view.stop.name, code: view.stop.code, time: expectedClock(view.times) })}
        {/* The cart's kitchen's own time: a prepaid-only kitchen closes 15 min before the stop's latest. */}
        {view.orderability.orderable && store.seatOrderBy !== null ? ` · ${orderByText(store.seatOrderBy)}` : ''}
      </Typography>
      {minimum !== null && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('journey.seat.minimum', { amount: formatRupees(minimum) })}
        </Alert>
      )}
      {!view.orderability.orderable && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {stopRuleText(view.orderability)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <BoundTextField
          form={form}
          words={journeyProblemWords}
          field="passengerName"
          label={t('train.passenger')}
          fullWidth
        />
        <BoundTextField
          form={form}
          words={journeyProblemWords}
          field="mobile"
          label={t('journey.seat.mobile')}
          helperText={t('journey.seat.mobileHelp')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <BoundTextField
          form={form}
          words={journeyProblemWords}
          field="coach"
          label={t('train.coach')}
          helperText={unverified}
          fullWidth
        />
        <BoundTextField
          form={form}
          words={journeyProblemWords}
          field="berth"
          label={t('train.berth')}
          helperText={unverified}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
    </SectionCard>
  );
});
