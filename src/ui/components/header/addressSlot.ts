import type { SxProps, Theme } from '@mui/material';
import { ADDRESS_TYPE_LABEL, type Address } from '../../../domain/address/Address';
import { visuallyHiddenStyle } from '../a11y/visuallyHiddenStyle';

/** What the header's address slot reads: the address type and the whole address ('Home · Flat 302, …'). */
export const addressSlotText = (
  selected: Pick<Address, 'addressType' | 'completeAddress'> | null | undefined,
): string =>
  selected ? `${ADDRESS_TYPE_LABEL[selected.addressType]} · ${selected.completeAddress}` : 'Select address';

/** 'Deliver to' gives its line to the address on phones; screen readers still hear it as part of the button's name. */
export const deliverToLabelSx: SxProps<Theme> = (theme) => ({
  display: 'block',
  lineHeight: 1.2,
  [theme.breakpoints.down('sm')]: visuallyHiddenStyle,
});
