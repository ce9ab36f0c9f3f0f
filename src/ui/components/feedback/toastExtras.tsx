import { Button } from '@mui/material';
import { closeSnackbar, type OptionsObject } from 'notistack';
import type { Toast } from '../../../application/notifications/NotificationCenter';

/** A toast's own duration and action button (a push's 'Track Order', 'Rate your order'), as notistack options. */
export function toastExtras(toast: Toast): Pick<OptionsObject, 'autoHideDuration' | 'action'> {
  const extras: Pick<OptionsObject, 'autoHideDuration' | 'action'> = {};
  if (toast.durationMs !== undefined) extras.autoHideDuration = toast.durationMs;
  const action = toast.action;
  if (action) {
    extras.action = (key) => (
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        onClick={() => {
          closeSnackbar(key);
          action.run();
        }}
      >
        {action.label}
      </Button>
    );
  }
  return extras;
}
