import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { ADDRESS_TYPES, type AddressType } from '../../../domain/address/Address';
import { addressTypeText } from '../../i18n/addressTypeText';
import { useT } from '../../i18n/useT';

/** Home, Work or Other (HOME, WORK, OTHERS). */
export function AddressTypeField({ value, onChange }: { value: AddressType; onChange: (type: AddressType) => void }) {
  const t = useT();
  return (
    <FormControl>
      <FormLabel id="address-type-label">{t('account.address.type')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="address-type-label"
        name="addressType"
        value={value}
        onChange={(event) => onChange(event.target.value as AddressType)}
      >
        {ADDRESS_TYPES.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={addressTypeText(type)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
