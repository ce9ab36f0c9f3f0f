import TrainRounded from '@mui/icons-material/TrainRounded';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** FEATURES F-train: the 'Food on train' entry next to the address search of the home hero. */
export function FoodOnTrainTab() {
  return (
    <Button
      component={RouterLink}
      to="/train"
      startIcon={<TrainRounded />}
      sx={{
        mt: 2,
        ml: { sm: 1.5 },
        borderRadius: 99,
        px: 2.5,
        py: 1.25,
        bgcolor: 'rgba(0,0,0,.28)',
        color: 'common.white',
        fontWeight: 700,
        '&:hover': { bgcolor: 'rgba(0,0,0,.4)' },
      }}
    >
      Food on train
    </Button>
  );
}
