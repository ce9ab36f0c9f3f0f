import { Chip, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { TrainTripStore } from '../../../application/train/TrainTripStore';
import { formatDay } from '../../format/formatDay';
import { useT } from '../../i18n/useT';
import { delayLabel, delayUpdatedWords, positionWords, seatText, ticketStatusText } from './trainFormat';

/** Train number and name, date, class, seat (verified or typed), ticket status, live delay and where the train is. */
export const JourneyHeader = observer(function JourneyHeader({ trip }: { trip: TrainTripStore }) {
  const t = useT();
  const journey = trip.journey!;
  const where = positionWords(
    trip.position,
    journey.stops.map((stop) => stop.name),
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h2">
        {journey.trainNumber} {journey.trainName}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {[
          formatDay(journey.journeyDate),
          journey.travelClass ? t('train.class', { travelClass: journey.travelClass }) : null,
          journey.pnr ? `PNR ${journey.pnr}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {journey.ticketStatus && (
          <Chip
            label={ticketStatusText(journey.ticketStatus)}
            color={journey.ticketStatus === 'CNF' ? 'success' : 'warning'}
            size="small"
          />
        )}
        <Chip
          label={trip.seat.coach && trip.seat.berth ? seatText(trip.seat) : t('train.seatUnknown')}
          size="small"
          variant="outlined"
        />
        {!journey.seatVerified && <Chip label={t('train.unverified')} size="small" variant="outlined" />}
        <Chip
          label={delayLabel(trip.delayMinutes)}
          color={trip.delayMinutes > 0 ? 'warning' : 'default'}
          size="small"
        />
      </Stack>
      {trip.delayUpdatedAt !== null && (
        <Typography variant="body2" sx={{ mt: 1, color: 'warning.dark' }}>
          {delayUpdatedWords(trip.delayUpdatedAt)}
        </Typography>
      )}
      <Typography sx={{ mt: 1.5, fontWeight: 600 }} role="status">
        {where}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('train.sampleNote', { year: journey.timetableYear })}
      </Typography>
    </Paper>
  );
});
