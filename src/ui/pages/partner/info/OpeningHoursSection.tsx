import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import type { TimingOption } from '../../../../domain/partner/restaurantInfo';
import { FormSection } from '../FormSection';
import { TimeSlotList } from './TimeSlotList';

/** Opening hours: the same slots on every working day, or separate slots per day. */
export const OpeningHoursSection = observer(function OpeningHoursSection({ form }: { form: RestaurantInfoForm }) {
  return (
    <FormSection title="Opening hours" note="Add a slot for each time you take orders, such as lunch and dinner.">
      <RadioGroup
        aria-label="Timings"
        value={form.info.timingOption}
        onChange={(_, value) => form.setTimingOption(value as TimingOption)}
      >
        <FormControlLabel value="same" control={<Radio />} label="Same timings on all working days" />
        <FormControlLabel value="separate" control={<Radio />} label="Separate timings for each day" />
      </RadioGroup>
      {form.info.timingOption === 'same' ? (
        <TimeSlotList form={form} scope="all" />
      ) : (
        form.workingDays.map((day) => (
          <Stack key={day} spacing={1.5} component="section" aria-label={`${day} hours`}>
            <Typography sx={{ fontWeight: 700 }}>{day} hours</Typography>
            <TimeSlotList form={form} scope={day} />
          </Stack>
        ))
      )}
    </FormSection>
  );
});
