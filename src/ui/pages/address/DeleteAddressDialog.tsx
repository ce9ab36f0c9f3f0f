import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type Address, ADDRESS_TYPE_LABEL } from '../../../domain/address/Address';

interface DeleteAddressDialogProps {
  address: Address | null;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
}

/** Asks before an address is deleted. */
export function DeleteAddressDialog({ address, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <Dialog
      open={address !== null}
      onClose={onCancel}
      aria-labelledby="delete-address-title"
      aria-describedby="delete-address-text"
    >
      <DialogTitle id="delete-address-title">Delete Address?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-address-text">
          {address &&
            `Your ${ADDRESS_TYPE_LABEL[address.addressType]} address "${address.completeAddress}" will be removed. This cannot be undone.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="primary" onClick={() => address && onConfirm(address)}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
