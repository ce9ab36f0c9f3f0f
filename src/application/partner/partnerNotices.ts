/** The toasts of partner onboarding, as typed outcomes the UI words (src/ui/i18n/notices/partnerNoticeText.ts). */
export type PartnerNotice = never;
