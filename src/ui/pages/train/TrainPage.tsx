import { Alert, Container, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { PageHeading } from '../../components/layout/PageHeading';
import { SectionCard } from '../../components/layout/SectionCard';
import { useInjection } from '../../di/ContainerProvider';
import { PnrForm } from './PnrForm';
import { TrainNumberForm } from './TrainNumberForm';
import { JOURNEY_PATH } from './trainPaths';

/** /train: find the journey by PNR, or by train number without one. */
export const TrainPage = observer(function TrainPage() {
  const trip = useInjection(TrainTripStore);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title="Food on your train"
        subtitle="Hot meals handed over at your seat, at a station ahead of your train."
        sx={{ mb: 3 }}
      />
      {trip.journey && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Your journey on train {trip.journey.trainNumber} is saved.{' '}
          <RouterLink to={JOURNEY_PATH}>Show my journey</RouterLink>
        </Alert>
      )}
      {trip.search.error && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {trip.search.error}
        </Alert>
      )}
      <Stack spacing={3}>
        <SectionCard title="Find your journey by PNR">
          <PnrForm />
        </SectionCard>
        <SectionCard title="No PNR? Search by train number">
          <TrainNumberForm />
        </SectionCard>
        <Typography variant="body2" color="text.secondary">
          Sample timetable (2017): trains and times from India&apos;s open timetable data of December 2017; real trains
          may run at other times today.
        </Typography>
      </Stack>
    </Container>
  );
});
