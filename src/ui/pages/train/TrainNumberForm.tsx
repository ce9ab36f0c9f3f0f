import { Box, Button, MenuItem, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TrainNumberSearchForm } from '../../../application/train/TrainNumberSearchForm';
import { istDateOf } from '../../../domain/train/istTime';
import { journeyDateBounds } from '../../../domain/train/journeyDate';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { trainNumberProblemWords } from './journeyProblemWords';
import { JOURNEY_PATH } from './trainPaths';

/**
 * Without a PNR: train number, boarding station (from the train's stations) and date; the seat is typed and unverified.
 */
export const TrainNumberForm = observer(function TrainNumberForm() {
  const search = useInjection(TrainNumberSearchForm);
  const navigate = useNavigate();
  const t = useT();
  const route = search.route;
  // The form's problems are typed: each field words its own in the customer's language.
  const form = search.form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await search.find()) void navigate(JOURNEY_PATH);
  };
  const dates = journeyDateBounds(istDateOf(Date.now()));

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('train.numberForm')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <BoundTextField
            form={form}
            words={trainNumberProblemWords}
            field="trainNumber"
            label={t('train.numberLabel')}
            helperText={route ? route.trainName : t('train.numberExample', { example: '12955' })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <BoundTextField
            form={form}
            words={trainNumberProblemWords}
            field="boardingCode"
            select
            label={t('train.boarding')}
            disabled={!route}
            fullWidth
          >
            {(route?.stations ?? []).map((station) => (
              <MenuItem key={station.code} value={station.code}>
                {station.name} ({station.code})
              </MenuItem>
            ))}
          </BoundTextField>
          <BoundTextField
            form={form}
            words={trainNumberProblemWords}
            field="journeyDate"
            label={t('train.date')}
            type="date"
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: dates.first, max: dates.last },
            }}
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <BoundTextField
            form={form}
            words={trainNumberProblemWords}
            field="passengerName"
            label={t('train.passenger')}
            fullWidth
          />
          <BoundTextField
            form={form}
            words={trainNumberProblemWords}
            field="coach"
            label={t('train.coach')}
            helperText={t('train.unverified')}
            fullWidth
          />
          <BoundTextField
            form={form}
            words={trainNumberProblemWords}
            field="berth"
            label={t('train.berth')}
            helperText={t('train.unverified')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
        </Stack>
        <Box>
          <Button type="submit" variant="outlined" size="large" disabled={search.trip.search.running}>
            {t('train.searchTrain')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
});
