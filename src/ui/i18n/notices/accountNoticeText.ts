import type { AccountNotice } from '../../../application/account/accountNotices';
import type { NoticeWording } from './NoticeWording';

/** The words of account and sign-in' toasts. */
export const accountNoticeWording: NoticeWording<AccountNotice> = {};
