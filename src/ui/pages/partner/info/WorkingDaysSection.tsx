import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import { WEEK_DAYS } from '../../../../domain/partner/restaurantInfo';
import { FormSection } from '../FormSection';

/** Monday to Sunday: the days the restaurant takes orders. */
export const WorkingDaysSection = observer(function WorkingDaysSection({ form }: { form: RestaurantInfoForm }) {
  const error = form.error('workingDays');
  return (
    <FormSection title="Working days">
      <FormGroup row aria-label="Working days" sx={{ columnGap: 1 }}>
        {WEEK_DAYS.map((day) => (
          <FormControlLabel
            key={day}
            label={day}
            control={<Checkbox checked={form.info.workingDays[day]} onChange={() => form.toggleWorkingDay(day)} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </FormSection>
  );
});
