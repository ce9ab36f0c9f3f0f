import TrainOutlined from '@mui/icons-material/TrainOutlined';
import { Chip } from '@mui/material';
import { type OrderDestinationFilter, TRAIN_ORDERS_FILTER_LABEL } from '../../../domain/train/trainOrder';

/** FEATURES F-train: Order History's 'Train orders only' toggle (with the status chips: seat orders in that status). */
export function TrainOrdersFilter({
  value,
  onChange,
}: {
  value: OrderDestinationFilter;
  onChange: (destination: OrderDestinationFilter) => void;
}) {
  const on = value === 'train';
  return (
    <Chip
      icon={<TrainOutlined />}
      label={TRAIN_ORDERS_FILTER_LABEL}
      clickable
      aria-pressed={on}
      color={on ? 'primary' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      onClick={() => onChange(on ? '' : 'train')}
      sx={{ mt: 1.5 }}
    />
  );
}
