import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useT } from '../../i18n/useT';

interface ChangeRestaurantPromptProps {
  open: boolean;
  /** What would replace the cart ("Paneer Tikka", "this order's items"). */
  what: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Change Restaurant?': asked before another restaurant's items replace the cart (the menu's ADD, Reorder). */
export function ChangeRestaurantPrompt({ open, what, onCancel, onConfirm }: ChangeRestaurantPromptProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      aria-labelledby="change-restaurant-title"
      aria-describedby="change-restaurant-text"
    >
      <DialogTitle id="change-restaurant-title">{t('cartPrompt.changeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="change-restaurant-text">{t('cartPrompt.changeText', { what })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
