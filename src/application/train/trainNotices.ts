/**
 * The toasts of train trips, push messages and tracking, as typed outcomes the UI words
 * (src/ui/i18n/notices/trainNoticeText.ts).
 */
export type TrainNotice = never;
