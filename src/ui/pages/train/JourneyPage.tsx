import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { foldDepartedStops } from '../../../domain/train/departedStops';
import { PageHeading } from '../../components/layout/PageHeading';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { JourneyHeader } from './JourneyHeader';
import { StopRow } from './StopRow';
import { StartOver } from '../../navigation/StartOver';
import { TrainPage } from './TrainPage';
import { stationPath, TRAIN_PATH } from './trainPaths';
import { orderByText, seatClosureWords } from './trainFormat';
import { SeenNotice } from '../../components/feedback/SeenNotice';

/** /train/journey: the stops from boarding to destination, which can take an order now and until when. */
export const JourneyPage = observer(function JourneyPage() {
  const trip = useInjection(TrainTripStore);
  const navigate = useNavigate();
  const t = useT();
  useStoreLifecycle(trip);
  const [showDeparted, setShowDeparted] = useState(false);
  if (!trip.journey) return <StartTripOver />;
  const laterStops = trip.laterStations;
  // On a phone the stops the train has left would fill screens before the ones that take orders.
  const { folded, listed } = foldDepartedStops(trip.stops);
  const openStop = (code: string) => {
    trip.chooseStop(code);
    void navigate(stationPath(code));
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('train.journeyTitle')} sx={{ mb: 2 }} />
      <Stack spacing={2}>
        <SeenNotice />
        <JourneyHeader trip={trip} />
        {trip.rescuedOrders.map(({ orderId, closure }) => (
          <Alert key={orderId} severity="warning" role="alert">
            {t('train.rescueNotice', { id: orderId, text: seatClosureWords(closure) })}
          </Alert>
        ))}
        {trip.rescuedOrders.length > 0 && (
          <Paper variant="outlined" component="section" aria-labelledby="later-stations" sx={{ p: 2 }}>
            <Typography id="later-stations" variant="h6" component="h2">
              {t('train.laterStation')}
            </Typography>
            {laterStops.length === 0 ? (
              <Typography color="text.secondary">{t('train.noLaterStation')}</Typography>
            ) : (
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
                {laterStops.map(({ stop, orderBy }) => (
                  <Button key={stop.code} variant="outlined" onClick={() => openStop(stop.code)}>
                    {stop.name} ({stop.code}) · {orderByText(orderBy)}
                  </Button>
                ))}
              </Stack>
            )}
          </Paper>
        )}
        <Paper variant="outlined" component="section" aria-label={t('train.stations')}>
          {folded.length > 0 && (
            <Button
              fullWidth
              aria-expanded={showDeparted}
              aria-controls="journey-stops"
              onClick={() => setShowDeparted(!showDeparted)}
              sx={{
                justifyContent: 'flex-start',
                px: { xs: 1.5, md: 2 },
                borderBottom: 1,
                borderColor: 'divider',
                // The section's top corners (a Paper's radius), square below where the stops follow.
                borderRadius: '16px 16px 0 0',
              }}
            >
              {t(showDeparted ? 'train.hideDeparted' : 'train.showDeparted', { count: folded.length })}
            </Button>
          )}
          <Box component="ol" id="journey-stops" sx={{ m: 0, p: 0 }}>
            {(showDeparted ? trip.stops : listed).map((view) => (
              <StopRow
                key={view.stop.code}
                view={view}
                delayMinutes={trip.delayMinutes}
                now={trip.clock.now}
                onOrder={() => openStop(view.stop.code)}
              />
            ))}
          </Box>
        </Paper>
        <Box>
          <Button component={RouterLink} to={TRAIN_PATH} variant="text">
            {t('train.anotherJourney')}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
});

/** A train step opened without a journey (a new tab, a bookmark, a journey forgotten) starts at /train. */
export const StartTripOver = () => (
  <StartOver path={TRAIN_PATH}>
    <TrainPage />
  </StartOver>
);
