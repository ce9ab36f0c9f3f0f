import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { errorText } from '../../../domain/errors/errorText';
import { addDays, istDateOf } from '../../../domain/train/istTime';
import { SEAT_TEXTS, seatProblems } from '../../../domain/train/seat';
import { TrainApiToken, type TrainApi, type TrainRoute } from '../../../infrastructure/ports/TrainApi';
import { useInjection } from '../../di/ContainerProvider';
import { JOURNEY_PATH } from './trainPaths';

const TRAIN_NUMBER_TEXT = 'Enter the 5-digit train number';

/**
 * Without a PNR: train number, boarding station (from the train's stations) and date; the seat is typed and unverified.
 */
export const TrainNumberForm = observer(function TrainNumberForm() {
  const trip = useInjection(TrainTripStore);
  const trains = useInjection<TrainApi>(TrainApiToken);
  const navigate = useNavigate();
  const [trainNumber, setTrainNumber] = useState('');
  const [route, setRoute] = useState<TrainRoute | null>(null);
  const [routeError, setRouteError] = useState<string | null>(null);
  const [boardingCode, setBoardingCode] = useState('');
  const [journeyDate, setJourneyDate] = useState(() => istDateOf(Date.now()));
  const [coach, setCoach] = useState('');
  const [berth, setBerth] = useState('');
  const [passengerName, setPassengerName] = useState('');
  const [tried, setTried] = useState(false);

  useEffect(() => {
    setRoute(null);
    setRouteError(null);
    if (!/^\d{5}$/.test(trainNumber)) return;
    let current = true;
    trains.route(trainNumber).then(
      (found) => {
        if (!current) return;
        setRoute(found);
        setBoardingCode(found.stations[0]!.code);
      },
      (error: unknown) => current && setRouteError(errorText(error)),
    );
    return () => {
      current = false;
    };
  }, [trainNumber, trains]);

  const problems = seatProblems({ coach, berth, passengerName, mobile: '9000000000' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!route || !boardingCode || Object.keys(problems).length > 0) return;
    if (await trip.findByTrain({ trainNumber, boardingCode, journeyDate, coach, berth, passengerName }))
      void navigate(JOURNEY_PATH);
  };
  const today = istDateOf(Date.now());

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Search by train number">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label="Train number"
            value={trainNumber}
            onChange={(event) => setTrainNumber(event.target.value.replace(/\D/g, '').slice(0, 5))}
            error={routeError !== null || (tried && !route)}
            helperText={routeError ?? (route ? route.trainName : tried ? TRAIN_NUMBER_TEXT : 'e.g. 12955')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <TextField
            select
            label="Boarding station"
            value={route ? boardingCode : ''}
            onChange={(event) => setBoardingCode(event.target.value)}
            disabled={!route}
            fullWidth
          >
            {(route?.stations ?? []).map((station) => (
              <MenuItem key={station.code} value={station.code}>
                {station.name} ({station.code})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Journey date"
            type="date"
            value={journeyDate}
            onChange={(event) => setJourneyDate(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: addDays(today, -2), max: addDays(today, 60) },
            }}
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label="Passenger name"
            value={passengerName}
            onChange={(event) => setPassengerName(event.target.value)}
            error={tried && !!problems.passengerName}
            helperText={tried ? problems.passengerName : undefined}
            fullWidth
          />
          <TextField
            label="Coach"
            value={coach}
            onChange={(event) => setCoach(event.target.value)}
            error={tried && !!problems.coach}
            helperText={tried && problems.coach ? problems.coach : SEAT_TEXTS.unverified}
            fullWidth
          />
          <TextField
            label="Berth"
            value={berth}
            onChange={(event) => setBerth(event.target.value.replace(/\D/g, '').slice(0, 3))}
            error={tried && !!problems.berth}
            helperText={tried && problems.berth ? problems.berth : SEAT_TEXTS.unverified}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
        </Stack>
        <Box>
          <Button type="submit" variant="outlined" size="large" disabled={trip.search.running}>
            Search train
          </Button>
        </Box>
      </Stack>
    </Box>
  );
});
