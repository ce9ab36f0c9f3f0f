import { reaction } from 'mobx';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { NotificationCenter, type ToastVariant } from '../../../application/notifications/NotificationCenter';
import { useInjection } from '../../di/ContainerProvider';
import { noticeText } from '../../i18n/noticeText';
import { ToastClearance } from './ToastClearance';
import { toastExtras } from './toastExtras';
import { TOAST_CONTAINER_CLASSES, toastAnchor } from './toastPlacement';

/**
 * At most 20 toasts at once (FEATURES F-foundation); durations per variant are set where each toast is shown. A message
 * already on screen is not stacked again (two failed tries of the same call say it once).
 */
export const MAX_TOASTS = 20;

/** Toast durations (FEATURES F-foundation): error 4 s, success 2 s, others 4 s. */
const DURATION_MS: Record<ToastVariant, number> = { success: 2000, error: 4000, info: 4000, warning: 4000 };

/**
 * notistack's own colours put white text on 3:1 blue, green and orange: toasts take the theme's (4.5:1 and up). A long
 * word (a customer's name in a greeting, a pasted link) breaks inside the toast instead of pushing it off a phone.
 */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  overflowWrap: 'anywhere',
  '& #notistack-snackbar': { minWidth: 0 },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
}));
const TOAST_COMPONENTS = {
  default: ThemedToast,
  success: ThemedToast,
  error: ThemedToast,
  warning: ThemedToast,
  info: ThemedToast,
};

/** notistack's toasts, showing what stores post to the NotificationCenter. */
export function Toasts() {
  const notifications = useInjection(NotificationCenter);
  useEffect(() => {
    // The toast on screen for each topic (a push's order): the next one on that topic replaces it.
    const shownByTopic = new Map<string, SnackbarKey>();
    return reaction(
      () => notifications.pending.length,
      () => {
        for (const toast of notifications.drain()) {
          const previous = toast.topic === undefined ? undefined : shownByTopic.get(toast.topic);
          if (previous !== undefined) closeSnackbar(previous);
          const key = enqueueSnackbar(noticeText(toast.notice), {
            variant: toast.variant,
            autoHideDuration: DURATION_MS[toast.variant],
            anchorOrigin: toastAnchor(toast.source),
            ...toastExtras(toast),
          });
          if (toast.topic !== undefined) shownByTopic.set(toast.topic, key);
        }
      },
      { fireImmediately: true },
    );
  }, [notifications]);
  return (
    <>
      <ToastClearance />
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        preventDuplicate
        autoHideDuration={4000}
        anchorOrigin={toastAnchor('app')}
        Components={TOAST_COMPONENTS}
        classes={TOAST_CONTAINER_CLASSES}
      />
    </>
  );
}
