import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Address } from '../../../domain/address/Address';
import { addressTypeText } from '../../i18n/addressTypeText';
import { useT } from '../../i18n/useT';

interface DeleteAddressDialogProps {
  address: Address | null;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
}

/** Asks before an address is deleted. */
export function DeleteAddressDialog({ address, onCancel, onConfirm }: DeleteAddressDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={address !== null}
      onClose={onCancel}
      aria-labelledby="delete-address-title"
      aria-describedby="delete-address-text"
    >
      <DialogTitle id="delete-address-title">{t('account.address.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-address-text">
          {address &&
            t('account.address.deleteText', {
              type: addressTypeText(address.addressType),
              address: address.completeAddress,
            })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" color="primary" onClick={() => address && onConfirm(address)}>
          {t('account.address.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
