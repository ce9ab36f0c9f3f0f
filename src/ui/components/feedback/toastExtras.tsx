import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton } from '@mui/material';
import { closeSnackbar, type OptionsObject, type SnackbarKey } from 'notistack';
import type { Toast } from '../../../application/notifications/NotificationCenter';
import { t } from '../../i18n/i18n';
import { noticeText } from '../../i18n/noticeText';

/**
 * A toast's own duration and buttons, as notistack options: a push's action ('Track Order', 'Rate your order') and,
 * on every push, a close button (a push stays 10 s, and on a phone it may cover what the customer needs). Worded when
 * the toast shows: the toasts load with the screens' messages.
 */
export function toastExtras(toast: Toast): Pick<OptionsObject, 'autoHideDuration' | 'action'> {
  const extras: Pick<OptionsObject, 'autoHideDuration' | 'action'> = {};
  if (toast.durationMs !== undefined) extras.autoHideDuration = toast.durationMs;
  const action = toast.action;
  const dismissible = toast.source === 'push';
  if (action || dismissible) {
    extras.action = (key: SnackbarKey) => (
      <>
        {action && (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => {
              closeSnackbar(key);
              action.run();
            }}
          >
            {noticeText(action.label)}
          </Button>
        )}
        {dismissible && (
          // A push stays 10 s, and on a phone it may cover what the customer needs: it can be closed.
          <IconButton
            color="inherit"
            size="small"
            aria-label={t('journey.push.dismiss')}
            onClick={() => closeSnackbar(key)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </>
    );
  }
  return extras;
}
