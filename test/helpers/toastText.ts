import type { Toast } from '../../src/application/notifications/NotificationCenter';

/** What a toast says, for a test: words from outside as they came, a typed notice as its kind. */
export const toastText = (toast: Toast): string =>
  toast.notice.kind === 'said' ? toast.notice.text : toast.notice.kind;
