/**
 * The toasts of start-up, the connection and the app shell, as typed outcomes the UI words
 * (src/ui/i18n/notices/shellNoticeText.ts).
 */
export type ShellNotice = never;
