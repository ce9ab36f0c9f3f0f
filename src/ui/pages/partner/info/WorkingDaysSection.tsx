import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import { WEEK_DAYS } from '../../../../domain/partner/restaurantInfo';
import { useT } from '../../../i18n/useT';
import { FormSection } from '../FormSection';
import { dayName, partnerErrorText } from '../partnerText';

/** Monday to Sunday: the days the restaurant takes orders. */
export const WorkingDaysSection = observer(function WorkingDaysSection({ form }: { form: RestaurantInfoForm }) {
  const t = useT();
  const error = form.error('workingDays');
  return (
    <FormSection title={t('partner.days.title')}>
      <FormGroup row aria-label={t('partner.days.title')} sx={{ columnGap: 1 }}>
        {WEEK_DAYS.map((day) => (
          <FormControlLabel
            key={day}
            label={dayName(day)}
            control={<Checkbox checked={form.info.workingDays[day]} onChange={() => form.toggleWorkingDay(day)} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText error>{partnerErrorText(error)}</FormHelperText>}
    </FormSection>
  );
});
