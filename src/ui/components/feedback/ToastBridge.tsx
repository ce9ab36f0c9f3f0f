import { reaction } from 'mobx';
import { type SnackbarOrigin, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { NotificationCenter, type ToastSource, type ToastVariant } from '../../../application/notifications/NotificationCenter';
import { useInjection } from '../../di/ContainerProvider';
import { toastExtras } from './toastExtras';

/** Toast durations (spec §9): error 4 s, success 2 s, others 4 s. */
const DURATION_MS: Record<ToastVariant, number> = { success: 2000, error: 4000, info: 4000, warning: 4000 };
/**
 * Answers to what the customer did show at the top; notifications from outside in the bottom-left corner, out
 * of the way: the cart bar's View Cart and most primary buttons sit on the right.
 */
const PLACEMENT: Record<ToastSource, SnackbarOrigin> = {
  app: { vertical: 'top', horizontal: 'center' },
  push: { vertical: 'bottom', horizontal: 'left' },
};

/** Shows what stores post to the NotificationCenter as notistack toasts. */
export function ToastBridge() {
  const notifications = useInjection(NotificationCenter);
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      reaction(
        () => notifications.pending.length,
        () => {
          for (const toast of notifications.drain()) {
            enqueueSnackbar(toast.text, { variant: toast.variant, autoHideDuration: DURATION_MS[toast.variant], anchorOrigin: PLACEMENT[toast.source], ...toastExtras(toast) });
          }
        },
        { fireImmediately: true },
      ),
    [notifications, enqueueSnackbar],
  );
  return null;
}
