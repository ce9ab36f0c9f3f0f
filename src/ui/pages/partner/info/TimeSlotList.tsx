import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Button, FormHelperText, IconButton, Stack, TextField } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RestaurantInfoForm, SlotScope } from '../../../../application/partner/RestaurantInfoForm';
import { MAX_TIME_SLOTS, type TimeSlot } from '../../../../domain/partner/timeSlots';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { dayName, partnerProblemText } from '../partnerText';

/** Each end of a slot and its field's label, for all working days or for one day. */
const SLOT_ENDS: [keyof TimeSlot, { all: MessageId; day: MessageId }][] = [
  ['openTime', { all: 'partner.slot.opens', day: 'partner.slot.dayOpens' }],
  ['closeTime', { all: 'partner.slot.closes', day: 'partner.slot.dayCloses' }],
];

/** The time slots of all working days ('all') or of one day: open/close times, add, remove (never the first). */
export const TimeSlotList = observer(function TimeSlotList({
  form,
  scope,
}: {
  form: RestaurantInfoForm;
  scope: SlotScope;
}) {
  const t = useT();
  const day = scope === 'all' ? null : dayName(scope);
  const named = (ids: { all: MessageId; day: MessageId }, index: number) =>
    day === null ? t(ids.all, { number: index + 1 }) : t(ids.day, { day, number: index + 1 });
  const errors = form.slotErrors(scope);
  return (
    <Stack spacing={2}>
      {form.slots(scope).map((slot, index) => (
        <Box key={index}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {SLOT_ENDS.map(([end, label]) => (
              <TextField
                key={end}
                type="time"
                label={named(label, index)}
                value={slot[end]}
                onChange={(e) => form.setSlotTime(scope, index, end, e.target.value)}
                error={Boolean(errors[index])}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            {form.canRemoveSlot(scope, index) ? (
              <IconButton
                aria-label={named({ all: 'partner.slot.remove', day: 'partner.slot.dayRemove' }, index)}
                onClick={() => form.removeSlot(scope, index)}
              >
                <DeleteOutlineRounded />
              </IconButton>
            ) : (
              <Box sx={{ width: 40, flexShrink: 0 }} />
            )}
          </Stack>
          {errors[index] && <FormHelperText error>{partnerProblemText(errors[index])}</FormHelperText>}
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddRounded />} onClick={() => form.addSlot(scope)} disabled={!form.canAddSlot(scope)}>
          {day === null ? t('partner.slot.add') : t('partner.slot.dayAdd', { day })}
        </Button>
        {!form.canAddSlot(scope) && <FormHelperText>{t('partner.slot.max', { count: MAX_TIME_SLOTS })}</FormHelperText>}
      </Box>
    </Stack>
  );
});
