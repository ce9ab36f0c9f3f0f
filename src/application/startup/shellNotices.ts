/**
 * The toasts of start-up, the connection and the app shell, as typed outcomes the UI words
 * (src/ui/i18n/notices/shellNoticeText.ts).
 */
export type ShellNotice =
  /** The browser keeps nothing (private mode, storage refused): the session ends with the tab. */
  | { kind: 'storageNotKept' }
  /** The demo's saved data could not be restored, so the demo began again from its seed. */
  | { kind: 'demoDataReset' }
  /** Every change that waited for the signal has been sent: `sent` of them. */
  | { kind: 'backOnline'; sent: number }
  /** A failure nobody handled (a bug): the customer is told something went wrong, not left waiting. */
  | { kind: 'unexpectedFailure' };
