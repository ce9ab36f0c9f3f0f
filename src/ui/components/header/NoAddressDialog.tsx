import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { useInjection } from '../../di/ContainerProvider';

/**
 * 'Add Delivery Address': shown to a signed-in customer whose address list came back empty, except on the
 * address pages themselves and to a passenger ordering to a train seat (the train pages, or a journey found): food to
 * a seat needs no address. Either answer (or Escape) dismisses it until sign-out, across reloads.
 */
export const NoAddressDialog = observer(function NoAddressDialog() {
  const book = useInjection(AddressBookStore);
  const trip = useInjection(TrainTripStore);
  const { pathname } = useLocation();
  const needsNoAddress = pathname.startsWith('/user/address') || pathname.startsWith('/train') || trip.journey !== null;
  const navigate = useNavigate();
  const addNew = () => {
    book.dismissNoAddressPrompt();
    void navigate('/user/address/add');
  };
  return (
    <Dialog
      open={book.showsNoAddressPrompt && !needsNoAddress}
      onClose={book.dismissNoAddressPrompt}
      aria-labelledby="no-address-title"
    >
      <DialogTitle id="no-address-title">Add Delivery Address</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You have no saved delivery address yet. Add one to see the restaurants that deliver to your door or your
          train.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={book.dismissNoAddressPrompt}>Browse Without Address</Button>
        <Button variant="contained" onClick={addNew}>
          Add New Address
        </Button>
      </DialogActions>
    </Dialog>
  );
});
