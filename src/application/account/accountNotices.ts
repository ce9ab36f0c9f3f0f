/** The toasts of account and sign-in, as typed outcomes the UI words (src/ui/i18n/notices/accountNoticeText.ts). */
export type AccountNotice = never;
