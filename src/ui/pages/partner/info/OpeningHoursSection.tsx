import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RestaurantInfoForm } from '../../../../application/partner/RestaurantInfoForm';
import type { TimingOption } from '../../../../domain/partner/restaurantInfo';
import { useT } from '../../../i18n/useT';
import { FormSection } from '../FormSection';
import { dayName } from '../partnerText';
import { TimeSlotList } from './TimeSlotList';

/** Opening hours: the same slots on every working day, or separate slots per day. */
export const OpeningHoursSection = observer(function OpeningHoursSection({ form }: { form: RestaurantInfoForm }) {
  const t = useT();
  return (
    <FormSection title={t('partner.hours.title')} note={t('partner.hours.note')}>
      <RadioGroup
        aria-label={t('partner.hours.timings')}
        value={form.info.timingOption}
        onChange={(_, value) => form.setTimingOption(value as TimingOption)}
      >
        <FormControlLabel value="same" control={<Radio />} label={t('partner.hours.same')} />
        <FormControlLabel value="separate" control={<Radio />} label={t('partner.hours.separate')} />
      </RadioGroup>
      {form.info.timingOption === 'same' ? (
        <TimeSlotList form={form} scope="all" />
      ) : (
        form.workingDays.map((day) => (
          <Stack key={day} spacing={1.5} component="section" aria-label={t('partner.hours.day', { day: dayName(day) })}>
            <Typography sx={{ fontWeight: 700 }}>{t('partner.hours.day', { day: dayName(day) })}</Typography>
            <TimeSlotList form={form} scope={day} />
          </Stack>
        ))
      )}
    </FormSection>
  );
});
