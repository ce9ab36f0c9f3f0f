import type { SxProps, Theme } from '@mui/material';
import type { Address } from '../../../domain/address/Address';
import { addressTypeText } from '../../i18n/addressTypeText';
import { t } from '../../i18n/i18n';
import { visuallyHiddenStyle } from '../a11y/visuallyHiddenStyle';

/** What the header's address slot reads: the address type and the whole address ('Home · Flat 302, …'). */
export const addressSlotText = (
  selected: Pick<Address, 'addressType' | 'completeAddress'> | null | undefined,
): string =>
  selected ? `${addressTypeText(selected.addressType)} · ${selected.completeAddress}` : t('header.selectAddress');

/** 'Deliver to' gives its line to the address on phones; screen readers still hear it as part of the button's name. */
export const deliverToLabelSx: SxProps<Theme> = (theme) => ({
  display: 'block',
  lineHeight: 1.2,
  [theme.breakpoints.down('sm')]: visuallyHiddenStyle,
});
