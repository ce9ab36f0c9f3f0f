import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { ADDRESS_TYPE_LABEL, ADDRESS_TYPES, type AddressType } from '../../../domain/address/Address';

/** Home, Work or Other (HOME, WORK, OTHERS). */
export function AddressTypeField({ value, onChange }: { value: AddressType; onChange: (type: AddressType) => void }) {
  return (
    <FormControl>
      <FormLabel id="address-type-label">Address Type</FormLabel>
      <RadioGroup
        row
        aria-labelledby="address-type-label"
        name="addressType"
        value={value}
        onChange={(event) => onChange(event.target.value as AddressType)}
      >
        {ADDRESS_TYPES.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={ADDRESS_TYPE_LABEL[type]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
