import type { PartnerNotice } from '../../../application/partner/partnerNotices';
import type { NoticeWording } from './NoticeWording';

/** The words of partner onboarding' toasts. */
export const partnerNoticeWording: NoticeWording<PartnerNotice> = {};
