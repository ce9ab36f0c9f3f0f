import type { ShellNotice } from '../../../application/startup/shellNotices';
import { t } from '../i18n';
import type { NoticeWording } from './NoticeWording';

/** The words of start-up, the connection and the app shell' toasts. */
export const shellNoticeWording: NoticeWording<ShellNotice> = {
  storageNotKept: () => t('shell.notice.storageNotKept'),
  demoDataReset: () => t('shell.notice.demoDataReset'),
  backOnline: ({ sent }) => t('shell.notice.backOnline', { count: sent }),
  unexpectedFailure: () => t('shell.notice.unexpectedFailure'),
};
