import { Alert, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { orderByLabel } from '../../../domain/train/orderability';
import { SEAT_TEXTS } from '../../../domain/train/seat';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { SectionCard } from '../../components/layout/SectionCard';
import { expectedClock } from '../train/trainFormat';
import { FollowTheTrain } from '../train/FollowTheTrain';

/**
 * FEATURES F-train: instead of an address, the seat: train, station and time, and the passenger, mobile, coach and
 * berth.
 */
export const SeatDeliveryCard = observer(function SeatDeliveryCard({ store }: { store: CheckoutStore }) {
  const trip = store.trip;
  // The cart's own stop and journey: another stop or journey may be browsed meanwhile.
  const journey = trip.cartStop!.journey;
  const view = trip.cartStopView!;
  const form = store.seatForm;
  const unverified = journey.seatVerified ? undefined : SEAT_TEXTS.unverified;
  return (
    <SectionCard title="Deliver to my seat" gap={1}>
      <FollowTheTrain trip={trip} />
      <Typography sx={{ fontWeight: 700 }}>
        Train {journey.trainNumber} {journey.trainName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {`${view.stop.name} (${view.stop.code}) · expected ${expectedClock(view.times)}`}
        {/* The cart's kitchen's own time: a prepaid-only kitchen closes 15 min before the stop's latest. */}
        {view.orderability.orderable && store.seatOrderBy !== null ? ` · ${orderByLabel(store.seatOrderBy)}` : ''}
      </Typography>
      {store.seatMinimumProblem && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {store.seatMinimumProblem}
        </Alert>
      )}
      {!view.orderability.orderable && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {view.orderability.reason}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <BoundTextField form={form} field="passengerName" label="Passenger name" fullWidth />
        <BoundTextField
          form={form}
          field="mobile"
          label="Mobile number"
          helperText="The delivery person calls this number at the platform"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <BoundTextField form={form} field="coach" label="Coach" helperText={unverified} fullWidth />
        <BoundTextField
          form={form}
          field="berth"
          label="Berth"
          helperText={unverified}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
    </SectionCard>
  );
});
