import type { TrainNotice } from '../../../application/train/trainNotices';
import type { NoticeWording } from './NoticeWording';

/** The words of train trips, push messages and tracking' toasts. */
export const trainNoticeWording: NoticeWording<TrainNotice> = {};
