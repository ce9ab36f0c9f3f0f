import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';

/** Confirms removing a category that still has dishes. */
export const RemoveCategoryDialog = observer(function RemoveCategoryDialog({ menu }: { menu: MenuSetupStore }) {
  const category = menu.removalRequest;
  if (!category) return null;
  const count = category.items.length;
  return (
    <Dialog open onClose={menu.cancelRemoval} aria-labelledby="remove-category-title">
      <DialogTitle id="remove-category-title">Remove {category.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Its {count} {count === 1 ? 'dish goes' : 'dishes go'} too. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={menu.cancelRemoval}>Keep it</Button>
        <Button color="error" variant="contained" onClick={menu.confirmRemoval}>
          Remove category
        </Button>
      </DialogActions>
    </Dialog>
  );
});
