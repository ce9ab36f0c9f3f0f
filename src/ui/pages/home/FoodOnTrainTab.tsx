import TrainRounded from '@mui/icons-material/TrainRounded';
import { PlainButton } from '../../components/controls/PlainButton';
import css from './home.module.css';

/** FEATURES F-train: the 'Food on train' entry next to the address search of the home hero. */
export function FoodOnTrainTab() {
  return (
    <PlainButton to="/train" startIcon={<TrainRounded />} className={css.trainTab}>
      Food on train
    </PlainButton>
  );
}
