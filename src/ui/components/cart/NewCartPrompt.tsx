import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useT } from '../../i18n/useT';

interface NewCartPromptProps {
  open: boolean;
  /** 'Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.' */
  question: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Start a new cart?': asked before dishes for another destination (another train stop, a seat instead of an address
 * or the reverse) replace the cart, which goes where its first dish was added for (the menu's ADD, Reorder).
 */
export function NewCartPrompt({ open, question, onCancel, onConfirm }: NewCartPromptProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      aria-labelledby="new-cart-title"
      aria-describedby="new-cart-text"
    >
      <DialogTitle id="new-cart-title">{t('cartPrompt.newTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="new-cart-text">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cartPrompt.keep')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('cartPrompt.startNew')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
