import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { DeliveryInstructionsDraft } from '../../../application/checkout/DeliveryInstructionsDraft';
import {
  DELIVERY_PREFERENCES,
  DIRECTIONS_MAX_LENGTH,
  TIP_CHOICES,
} from '../../../domain/checkout/deliveryInstructions';
import { useT } from '../../i18n/useT';
import { SectionCard } from '../../components/layout/SectionCard';
import { formatRupees } from '../../format/formatRupees';

/** The delivery instructions sent with the order: a tip, directions and four preferences. */
export const DeliveryInstructionsCard = observer(function DeliveryInstructionsCard({
  draft,
}: {
  draft: DeliveryInstructionsDraft;
}) {
  const t = useT();
  const instructions = draft.values;
  return (
    <SectionCard title={t('checkout.instructions')}>
      <Typography id="tip-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('checkout.tipHeading')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby="tip-label"
        value={instructions.tip}
        onChange={(_event, tip: number | null) => tip !== null && draft.setTip(tip)}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {TIP_CHOICES.map((tip) => (
          <ToggleButton key={tip} value={tip} sx={{ px: 2 }}>
            {tip === 0 ? t('checkout.noTip') : formatRupees(tip)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={t('checkout.directions')}
        value={instructions.directionToReach}
        onChange={(event) => draft.setDirections(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: DIRECTIONS_MAX_LENGTH } }}
        helperText={`${instructions.directionToReach.length}/${DIRECTIONS_MAX_LENGTH}`}
      />
      <FormGroup sx={{ mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {DELIVERY_PREFERENCES.map(({ key }) => (
          <FormControlLabel
            key={key}
            control={<Checkbox checked={instructions[key]} onChange={() => draft.togglePreference(key)} />}
            label={t(`checkout.preference.${key}`)}
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
});
