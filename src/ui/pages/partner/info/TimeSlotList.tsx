import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Button, FormHelperText, IconButton, Stack, TextField } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RestaurantInfoForm, SlotScope } from '../../../../application/partner/RestaurantInfoForm';
import { MAX_TIME_SLOTS, type TimeSlot } from '../../../../domain/partner/timeSlots';

const SLOT_ENDS: [keyof TimeSlot, string][] = [
  ['openTime', 'opens'],
  ['closeTime', 'closes'],
];

/** The time slots of all working days ('all') or of one day: open/close times, add, remove (never the first). */
export const TimeSlotList = observer(function TimeSlotList({
  form,
  scope,
}: {
  form: RestaurantInfoForm;
  scope: SlotScope;
}) {
  const day = scope === 'all' ? '' : `${scope} `;
  const slotName = (index: number) => (day ? `${day}slot ${index + 1}` : `Slot ${index + 1}`);
  const errors = form.slotErrors(scope);
  return (
    <Stack spacing={2}>
      {form.slots(scope).map((slot, index) => (
        <Box key={index}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {SLOT_ENDS.map(([end, verb]) => (
              <TextField
                key={end}
                type="time"
                label={`${slotName(index)} ${verb}`}
                value={slot[end]}
                onChange={(e) => form.setSlotTime(scope, index, end, e.target.value)}
                error={Boolean(errors[index])}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            {form.canRemoveSlot(scope, index) ? (
              <IconButton aria-label={`Remove ${day}slot ${index + 1}`} onClick={() => form.removeSlot(scope, index)}>
                <DeleteOutlineRounded />
              </IconButton>
            ) : (
              <Box sx={{ width: 40, flexShrink: 0 }} />
            )}
          </Stack>
          {errors[index] && <FormHelperText error>{errors[index]}</FormHelperText>}
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddRounded />} onClick={() => form.addSlot(scope)} disabled={!form.canAddSlot(scope)}>
          {scope === 'all' ? 'Add time slot' : `Add ${scope} time slot`}
        </Button>
        {!form.canAddSlot(scope) && <FormHelperText>Up to {MAX_TIME_SLOTS} slots a day.</FormHelperText>}
      </Box>
    </Stack>
  );
});
