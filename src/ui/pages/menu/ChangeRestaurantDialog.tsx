import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';

/** 'Change Restaurant?': asked before another restaurant's dish replaces the cart. */
export const ChangeRestaurantDialog = observer(function ChangeRestaurantDialog({ ordering }: { ordering: MenuOrderingStore }) {
  const item = ordering.pendingChange;
  return (
    <Dialog open={item !== null} onClose={ordering.cancelRestaurantChange} maxWidth="xs" aria-labelledby="change-restaurant-title" aria-describedby="change-restaurant-text">
      <DialogTitle id="change-restaurant-title">Change Restaurant?</DialogTitle>
      <DialogContent>
        <DialogContentText id="change-restaurant-text">
          Your cart has items from another restaurant. Clear the cart and add {item?.itemName ?? 'this item'} from this restaurant instead?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={ordering.cancelRestaurantChange}>Cancel</Button>
        <Button variant="contained" onClick={ordering.confirmRestaurantChange}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
});
