import { Box, Button, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PnrSearchForm } from '../../../application/train/PnrSearchForm';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { journeyProblemWords } from './journeyProblemWords';
import { JOURNEY_PATH } from './trainPaths';

/** 'Find your journey by PNR': ten digits, checked here, then by the PNR service. */
export const PnrForm = observer(function PnrForm() {
  const search = useInjection(PnrSearchForm);
  const navigate = useNavigate();
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await search.find()) void navigate(JOURNEY_PATH);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('train.byPnr')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BoundTextField
          form={search.form}
          field="pnr"
          words={journeyProblemWords}
          label={t('train.pnrLabel')}
          helperText={t('train.pnrHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } }}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={search.trip.search.running}
          sx={{ minWidth: 160, py: 1.75 }}
        >
          {t('train.findJourney')}
        </Button>
      </Stack>
    </Box>
  );
});
