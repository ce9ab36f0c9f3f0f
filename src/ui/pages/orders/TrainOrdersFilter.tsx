import TrainOutlined from '@mui/icons-material/TrainOutlined';
import { Stack } from '@mui/material';
import type { OrderDestinationFilter, OrderedTrain } from '../../../domain/train/trainOrder';
import { FilterChip } from '../../components/chips/FilterChip';
import { orderedTrainWords, trainFilterWords } from '../../i18n/trainOrderWords';
import { useT } from '../../i18n/useT';

/**
 * FEATURES F-train: Order History's 'Train orders only' toggle, and one chip per train the customer ordered on
 * ('Train 12955', F-train-more) for that train's seat orders alone; both keep the status chips.
 */
export function TrainOrdersFilter({
  value,
  trainNumber,
  trains,
  onChange,
  onTrain,
}: {
  value: OrderDestinationFilter;
  trainNumber: string;
  trains: readonly OrderedTrain[];
  onChange: (destination: OrderDestinationFilter) => void;
  onTrain: (trainNumber: string) => void;
}) {
  useT();
  const words = trainFilterWords();
  const allTrains = value === 'train' && trainNumber === '';
  return (
    <Stack direction="row" role="group" aria-label={words.group} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
      <FilterChip
        label={words.only}
        on={allTrains}
        icon={<TrainOutlined />}
        onClick={() => onChange(allTrains ? '' : 'train')}
      />
      {trains.map((train) => {
        const on = trainNumber === train.trainNumber;
        return (
          <FilterChip
            key={train.trainNumber}
            label={orderedTrainWords(train)}
            title={train.trainName}
            on={on}
            onClick={() => onTrain(on ? '' : train.trainNumber)}
          />
        );
      })}
    </Stack>
  );
}
