import { Alert, Box, Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { closingMinutes } from '../../../domain/train/orderability';
import { PageHeading } from '../../components/layout/PageHeading';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { formatRupees } from '../../format/formatRupees';
import { menuPath } from '../../navigation/menuLink';
import { StartOver } from '../../navigation/StartOver';
import { JourneyPage, StartTripOver } from './JourneyPage';
import { JOURNEY_PATH } from './trainPaths';
import { clockOrDash, delayUpdatedWords, orderByText, stopRuleText, timeLeftText } from './trainFormat';
import { FilterChip } from '../../components/chips/FilterChip';
import { SeenNotice } from '../../components/feedback/SeenNotice';

/** /train/station/:code: the kitchens handing food over at this stop, each with its own order-by time. */
export const StationPage = observer(function StationPage() {
  const trip = useInjection(TrainTripStore);
  const { code = '' } = useParams();
  const t = useT();
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
        title={t('train.foodAt', { station: view.stop.name, code: view.stop.code })}
        subtitle={t(view.stop.platform ? 'train.stationSubPlatform' : 'train.stationSub', {
          train: trip.journey.trainNumber,
          time: clockOrDash(view.times.expectedArrival ?? view.times.expectedDeparture),
          platform: view.stop.platform,
        })}
        sx={{ mb: 3 }}
      />
      <SeenNotice sx={{ mb: 2 }} />
      {trip.delayUpdatedAt !== null && (
        <Typography variant="body2" sx={{ mb: 2, color: 'warning.dark' }}>
          {t('train.delayFrom', { updated: delayUpdatedWords(trip.delayUpdatedAt) })}
        </Typography>
      )}
      {!view.orderability.orderable && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {stopRuleText(view.orderability)}
        </Alert>
      )}
      {trip.offersPureVegChoice && (
        <Box sx={{ mb: 2 }}>
          <FilterChip
            label={t('train.pureVegOnly')}
            on={trip.pureVegOnly}
            onClick={() => trip.setPureVegOnly(!trip.pureVegOnly)}
          />
        </Box>
      )}
      {trip.offersPureVegChoice && trip.listedRestaurants.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('train.noPureVeg')}
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
                  {t('train.terms', { minimum: formatRupees(terms.minimumOrder), minutes: closingMinutes(terms) })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  {terms.pureVeg && <Chip size="small" color="success" label={t('train.pureVeg')} />}
                  {terms.prepaidOnly && <Chip size="small" variant="outlined" label={t('train.prepaidOnly')} />}
                </Stack>
              </Box>
              <Box sx={{ textAlign: { sm: 'right' } }}>
                <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>{orderByText(orderBy)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {timeLeftText(orderBy, now)}
                </Typography>
                <Button
                  component={RouterLink}
                  to={menuPath(terms.restaurantId)}
                  variant="contained"
                  sx={{ mt: 1 }}
                  aria-label={t('train.viewMenuOf', { name: terms.name })}
                >
                  {t('train.viewMenu')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Button component={RouterLink} to={JOURNEY_PATH} sx={{ mt: 2 }}>
        {t('train.backToJourney')}
      </Button>
    </Container>
  );
});
