import TrainRounded from '@mui/icons-material/TrainRounded';
import { Alert } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { FollowTheTrain } from './FollowTheTrain';
import { orderByText } from './trainFormat';

/** On a menu: this kitchen hands food over at the train stop chosen on the journey screen (FEATURES F-train). */
export const TrainStopBanner = observer(function TrainStopBanner({ restaurantId }: { restaurantId: string }) {
  const trip = useInjection(TrainTripStore);
  const t = useT();
  const view = trip.chosenStop;
  const orderBy = trip.orderByOf(restaurantId);
  if (!trip.journey || !view || orderBy === null) return null;
  return (
    <Alert severity="info" icon={<TrainRounded />}>
      <FollowTheTrain trip={trip} />
      {t('train.banner', {
        train: trip.journey.trainNumber,
        station: view.stop.name,
        code: view.stop.code,
        orderBy: orderByText(orderBy),
      })}
    </Alert>
  );
});
