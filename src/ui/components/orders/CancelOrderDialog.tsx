import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { refundText } from '../../format/refundText';
import { useT } from '../../i18n/useT';

/**
 * "Are you sure?" before cancelling an order (FEATURES F-cancel, F-train): the refund, an error from the server if
 * the last try was refused, 'Keep order' and 'Yes, cancel' ('Cancelling…' while the call runs).
 */
export function CancelOrderDialog({
  open,
  title,
  refundPaise,
  error = null,
  busy,
  onKeep,
  onConfirm,
}: {
  open: boolean;
  title: string;
  refundPaise: number;
  /** The last try's failure, in the customer's words. */
  error?: string | null;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{refundText(refundPaise)}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={busy}>
          {t('ordering.cancel.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? t('ordering.cancel.busy') : t('ordering.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
