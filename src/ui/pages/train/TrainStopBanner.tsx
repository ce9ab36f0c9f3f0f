import TrainRounded from '@mui/icons-material/TrainRounded';
import { Alert } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { orderByLabel } from '../../../domain/train/orderability';
import { useInjection } from '../../di/ContainerProvider';
import { FollowTheTrain } from './FollowTheTrain';

/** On a menu: this kitchen hands food over at the train stop chosen on the journey screen (FEATURES F-train). */
export const TrainStopBanner = observer(function TrainStopBanner({ restaurantId }: { restaurantId: string }) {
  const trip = useInjection(TrainTripStore);
  const view = trip.chosenStop;
  const orderBy = trip.orderByOf(restaurantId);
  if (!trip.journey || !view || orderBy === null) return null;
  return (
    <Alert severity="info" icon={<TrainRounded />}>
      <FollowTheTrain trip={trip} />
      {`To your seat on train ${trip.journey.trainNumber} at ${view.stop.name} (${view.stop.code}) · ${orderByLabel(orderBy)}`}
    </Alert>
  );
});
