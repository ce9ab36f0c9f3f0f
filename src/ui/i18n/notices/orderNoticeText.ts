import type { OrderNotice } from '../../../application/orders/orderNotices';
import type { NoticeWording } from './NoticeWording';

/** The words of cart, checkout and orders' toasts. */
export const orderNoticeWording: NoticeWording<OrderNotice> = {};
