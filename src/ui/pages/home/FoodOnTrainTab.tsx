import TrainRounded from '@mui/icons-material/TrainRounded';
import { PlainButton } from '../../components/controls/PlainButton';
import css from './home.module.css';
import { useT } from '../../i18n/useT';

/** FEATURES F-train: the 'Food on train' entry next to the address search of the home hero. */
export function FoodOnTrainTab() {
  const t = useT();
  return (
    <PlainButton to="/train" startIcon={<TrainRounded />} className={css.trainTab}>
      {t('home.foodOnTrain')}
    </PlainButton>
  );
}
