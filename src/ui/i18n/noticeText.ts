import type { Notice } from '../../application/notifications/Notice';
import { accountNoticeWording } from './notices/accountNoticeText';
import { catalogueNoticeWording } from './notices/catalogueNoticeText';
import type { NoticeWording } from './notices/NoticeWording';
import { orderNoticeWording } from './notices/orderNoticeText';
import { partnerNoticeWording } from './notices/partnerNoticeText';
import { shellNoticeWording } from './notices/shellNoticeText';
import { trainNoticeWording } from './notices/trainNoticeText';

const WORDING: NoticeWording<Notice> = {
  said: (notice) => notice.text,
  ...accountNoticeWording,
  ...orderNoticeWording,
  ...trainNoticeWording,
  ...catalogueNoticeWording,
  ...partnerNoticeWording,
  ...shellNoticeWording,
};

/** A toast's notice in the customer's language (read when it is shown, so it follows the language chosen). */
export function noticeText(notice: Notice): string {
  const wording = WORDING[notice.kind] as (notice: Notice) => string;
  return wording(notice);
}
