import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';

/**
 * 'Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.': asked before a dish for another
 * destination (another train stop, a seat instead of an address or the reverse) replaces the cart, which goes
 * where its first dish was added for.
 */
export const NewCartDialog = observer(function NewCartDialog({ ordering }: { ordering: MenuOrderingStore }) {
  const pending = ordering.pendingNewCart;
  return (
    <Dialog
      open={pending !== null}
      onClose={ordering.cancelNewCart}
      maxWidth="xs"
      aria-labelledby="new-cart-title"
      aria-describedby="new-cart-text"
    >
      <DialogTitle id="new-cart-title">Start a new cart?</DialogTitle>
      <DialogContent>
        <DialogContentText id="new-cart-text">{pending?.question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={ordering.cancelNewCart}>Keep my cart</Button>
        <Button variant="contained" onClick={ordering.confirmNewCart}>
          Start new cart
        </Button>
      </DialogActions>
    </Dialog>
  );
});
