import { Box, Button, Stack, TextField } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { normalizePnr, pnrProblem } from '../../../domain/train/pnr';
import { useInjection } from '../../di/ContainerProvider';
import { JOURNEY_PATH } from './trainPaths';

/** 'Find your journey by PNR': ten digits, checked here, then by the PNR service. */
export const PnrForm = observer(function PnrForm() {
  const trip = useInjection(TrainTripStore);
  const navigate = useNavigate();
  const [pnr, setPnr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = pnrProblem(pnr);
    setProblem(invalid);
    if (invalid) return;
    if (await trip.findByPnr(normalizePnr(pnr))) void navigate(JOURNEY_PATH);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Find your journey by PNR">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="PNR number"
          value={pnr}
          onChange={(event) => {
            setPnr(event.target.value);
            setProblem(null);
            trip.search.clearError();
          }}
          error={problem !== null}
          helperText={problem ?? '10 digits, printed at the top of your ticket'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } }}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={trip.search.running}
          sx={{ minWidth: 160, py: 1.75 }}
        >
          Find journey
        </Button>
      </Stack>
    </Box>
  );
});
