import { reaction } from 'mobx';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { NotificationCenter, type ToastVariant } from '../../../application/notifications/NotificationCenter';
import { useInjection } from '../../di/ContainerProvider';
import { toastAnchor } from './toastPlacement';

/** Toast durations (spec §9): error 4 s, success 2 s, others 4 s. */
const DURATION_MS: Record<ToastVariant, number> = { success: 2000, error: 4000, info: 4000, warning: 4000 };

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
            enqueueSnackbar(toast.text, { variant: toast.variant, autoHideDuration: DURATION_MS[toast.variant], anchorOrigin: toastAnchor(toast.source) });
          }
        },
        { fireImmediately: true },
      ),
    [notifications, enqueueSnackbar],
  );
  return null;
}
