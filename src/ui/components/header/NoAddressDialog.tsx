import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';

/**
 * 'Add Delivery Address': shown to a signed-in customer whose address list came back empty, except on the
 * address pages themselves and to a passenger ordering to a train seat (the train pages, or a journey found): food to
 * a seat needs no address. Either answer (or Escape) dismisses it until sign-out, across reloads.
 */
export const NoAddressDialog = observer(function NoAddressDialog() {
  const t = useT();
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
      <DialogTitle id="no-address-title">{t('noAddress.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('noAddress.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={book.dismissNoAddressPrompt}>{t('noAddress.browse')}</Button>
        <Button variant="contained" onClick={addNew}>
          {t('header.addNewAddress')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
