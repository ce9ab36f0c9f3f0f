import { Alert, Container, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { PageHeading } from '../../components/layout/PageHeading';
import { SectionCard } from '../../components/layout/SectionCard';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { PnrForm } from './PnrForm';
import { TrainNumberForm } from './TrainNumberForm';
import { searchFailureWords } from './journeyProblemWords';
import { JOURNEY_PATH } from './trainPaths';

/** /train: find the journey by PNR, or by train number without one. */
export const TrainPage = observer(function TrainPage() {
  const trip = useInjection(TrainTripStore);
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('train.title')} subtitle={t('train.subtitle')} sx={{ mb: 3 }} />
      {trip.journey && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('train.saved', { train: trip.journey.trainNumber })}{' '}
          <RouterLink to={JOURNEY_PATH}>{t('train.showJourney')}</RouterLink>
        </Alert>
      )}
      {trip.search.failure && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {searchFailureWords(trip.search.failure)}
        </Alert>
      )}
      <Stack spacing={3}>
        <SectionCard title={t('train.byPnr')}>
          <PnrForm />
        </SectionCard>
        <SectionCard title={t('train.byNumber')}>
          <TrainNumberForm />
        </SectionCard>
        <Typography variant="body2" color="text.secondary">
          {t('train.sampleTimetable')}
        </Typography>
      </Stack>
    </Container>
  );
});
