import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ChangeRestaurantPromptProps {
  open: boolean;
  /** What would replace the cart ("Paneer Tikka", "this order's items"). */
  what: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Change Restaurant?': asked before another restaurant's items replace the cart (the menu's ADD, Reorder). */
export function ChangeRestaurantPrompt({ open, what, onCancel, onConfirm }: ChangeRestaurantPromptProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      aria-labelledby="change-restaurant-title"
      aria-describedby="change-restaurant-text"
    >
      <DialogTitle id="change-restaurant-title">Change Restaurant?</DialogTitle>
      <DialogContent>
        <DialogContentText id="change-restaurant-text">
          Your cart has items from another restaurant. Clear the cart and add {what} from this restaurant instead?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
