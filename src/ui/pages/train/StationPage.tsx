import { Alert, Box, Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { closingMinutes, orderByLabel, timeLeftLabel } from '../../../domain/train/orderability';
import { PageHeading } from '../../components/layout/PageHeading';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { formatRupees } from '../../format/formatRupees';
import { menuPath } from '../../navigation/menuLink';
import { StartOver } from '../../navigation/StartOver';
import { JourneyPage, StartTripOver } from './JourneyPage';
import { JOURNEY_PATH } from './trainPaths';
import { clockOrDash } from './trainFormat';
import { FilterChip } from '../../components/chips/FilterChip';
import { SeenNotice } from '../../components/feedback/SeenNotice';

/** /train/station/:code: the kitchens handing food over at this stop, each with its own order-by time. */
export const StationPage = observer(function StationPage() {
  const trip = useInjection(TrainTripStore);
  const { code = '' } = useParams();
  useStoreLifecycle(trip);
  useEffect(() => {
    if (trip.journey && trip.stationCode !== code && trip.journey.stops.some((stop) => stop.code === code))
      trip.chooseStop(code);
  }, [trip, code]);
  if (!trip.journey) return <StartTripOver />;
  const view = trip.chosenStop;
  // A stop this journey does not make: its stops.
  if (!view)
    return (
      <StartOver path={JOURNEY_PATH}>
        <JourneyPage />
      </StartOver>
    );
  const now = trip.clock.now;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={`Food at ${view.stop.name} (${view.stop.code})`}
        subtitle={`Train ${trip.journey.trainNumber} · expected ${clockOrDash(view.times.expectedArrival ?? view.times.expectedDeparture)}${view.stop.platform ? ` · platform ${view.stop.platform}` : ''}`}
        sx={{ mb: 3 }}
      />
      <SeenNotice sx={{ mb: 2 }} />
      {trip.delayUpdatedText && (
        <Typography variant="body2" sx={{ mb: 2, color: 'warning.dark' }}>
          {`${trip.delayUpdatedText}: the order-by times run from it.`}
        </Typography>
      )}
      {!view.orderability.orderable && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {view.orderability.reason}
        </Alert>
      )}
      {trip.offersPureVegChoice && (
        <Box sx={{ mb: 2 }}>
          <FilterChip
            label="Pure veg only"
            on={trip.pureVegOnly}
            onClick={() => trip.setPureVegOnly(!trip.pureVegOnly)}
          />
        </Box>
      )}
      {trip.offersPureVegChoice && trip.listedRestaurants.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No pure veg kitchen at this station takes orders now.
        </Typography>
      )}
      <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0 }}>
        {trip.listedRestaurants.map(({ terms, orderBy }) => (
          <Paper key={terms.restaurantId} variant="outlined" component="li" sx={{ listStyle: 'none', p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Box>
                <Typography variant="h6" component="h2">
                  {terms.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`Minimum order ${formatRupees(terms.minimumOrder)} · orders close ${closingMinutes(terms)} min before arrival`}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  {terms.pureVeg && <Chip size="small" color="success" label="Pure veg" />}
                  {terms.prepaidOnly && <Chip size="small" variant="outlined" label="Prepaid only" />}
                </Stack>
              </Box>
              <Box sx={{ textAlign: { sm: 'right' } }}>
                <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>{orderByLabel(orderBy)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {timeLeftLabel(orderBy, now)}
                </Typography>
                <Button
                  component={RouterLink}
                  to={menuPath(terms.restaurantId)}
                  variant="contained"
                  sx={{ mt: 1 }}
                  aria-label={`View menu of ${terms.name}`}
                >
                  View menu
                </Button>
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Button component={RouterLink} to={JOURNEY_PATH} sx={{ mt: 2 }}>
        Back to my journey
      </Button>
    </Container>
  );
});
