/** The toasts of cart, checkout and orders, as typed outcomes the UI words (src/ui/i18n/notices/orderNoticeText.ts). */
export type OrderNotice = never;
