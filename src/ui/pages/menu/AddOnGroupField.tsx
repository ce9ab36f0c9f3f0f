import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { AddOnGroup, AddOnOption } from '../../../domain/menu/AddOnGroup';
import { formatRupees } from '../../format/formatRupees';
import { useT } from '../../i18n/useT';

export interface AddOnGroupFieldProps {
  group: AddOnGroup;
  isChosen: (optionId: string) => boolean;
  onToggle: (optionId: string) => void;
}

/** An absolute option shows the price it sets; a relative one what it adds. */
const priceText = (group: AddOnGroup, option: AddOnOption) =>
  group.priceType === 'absolute'
    ? formatRupees(option.price)
    : option.price > 0
      ? `+${formatRupees(option.price)}`
      : '';

function OptionLabel({ group, option }: { group: AddOnGroup; option: AddOnOption }) {
  const price = priceText(group, option);
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
      <span>{option.itemName}</span>
      {price && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {price}
        </Box>
      )}
    </Box>
  );
}

/**
 * One add-on group: radio buttons (choose exactly one) or checkboxes (choose any). An observer: `isChosen` reads the
 * chooser's state, so a choice re-renders the group itself; it was redrawn only when the dialog's total changed, and a
 * spice level (options at no cost) kept showing the old choice while the cart got the new one.
 */
export const AddOnGroupField = observer(function AddOnGroupField({ group, isChosen, onToggle }: AddOnGroupFieldProps) {
  const t = useT();
  const labelSx = { mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } };
  return (
    <FormControl component="fieldset" sx={{ width: '100%', py: 1 }}>
      <FormLabel component="legend" sx={{ fontWeight: 800, color: 'text.primary' }}>
        {group.groupName}
      </FormLabel>
      <Typography variant="caption" color="text.secondary">
        {t(group.type === 'radio' ? 'browse.addOns.chooseOne' : 'browse.addOns.chooseAny')}
      </Typography>
      {group.type === 'radio' ? (
        <RadioGroup
          name={`group-${group.id}`}
          value={group.options.find((option) => isChosen(option.id))?.id ?? ''}
          onChange={(event) => onToggle(event.target.value)}
        >
          {group.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={<OptionLabel group={group} option={option} />}
              sx={labelSx}
            />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup>
          {group.options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={<Checkbox checked={isChosen(option.id)} onChange={() => onToggle(option.id)} />}
              label={<OptionLabel group={group} option={option} />}
              sx={labelSx}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
});
