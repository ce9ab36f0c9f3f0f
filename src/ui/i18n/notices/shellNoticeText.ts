import type { ShellNotice } from '../../../application/startup/shellNotices';
import type { NoticeWording } from './NoticeWording';

/** The words of start-up, the connection and the app shell' toasts. */
export const shellNoticeWording: NoticeWording<ShellNotice> = {};
